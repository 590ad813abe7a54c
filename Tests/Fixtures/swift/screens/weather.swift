import SwiftUI

struct DayForecast {
    let day: String
    let high: Int
    let low: Int
    let symbol: String
}

let forecast: [DayForecast] = [
    DayForecast(day: "Mon", high: 21, low: 12, symbol: "sun.max"),
    DayForecast(day: "Tue", high: 18, low: 11, symbol: "cloud.sun"),
    DayForecast(day: "Wed", high: 15, low: 9, symbol: "cloud.rain"),
    DayForecast(day: "Thu", high: 17, low: 10, symbol: "cloud"),
]

struct ForecastRow: View {
    let forecast: DayForecast
    @ScaledMetric(relativeTo: .body) private var symbolWidth = 28

    var body: some View {
        HStack {
            Text(forecast.day)
                .frame(width: 44, alignment: .leading)
            Image(systemName: forecast.symbol)
                .frame(width: symbolWidth)
            Spacer()
            Text("\(forecast.low)°")
                .foregroundStyle(.secondary)
            Text("\(forecast.high)°")
                .frame(width: 40, alignment: .trailing)
        }
    }
}

struct WeatherSummary: View {
    var city = "Lisbon"
    var temperature = 19

    var body: some View {
        VStack(spacing: 8) {
            Text(city)
                .font(.title)
            Text("\(temperature)°")
                .font(.system(size: 72, weight: .thin))
            Text(temperature > 25 ? "Hot" : "Mild")
                .font(.headline)
            VStack(spacing: 10) {
                ForEach(forecast, id: \.day) { day in
                    ForecastRow(forecast: day)
                }
            }
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
        .padding(.horizontal)
    }
}

#Preview {
    WeatherSummary()
}
