"""The layout checks' sweep over a repository of SwiftUI views: ``--files`` generated view files
(100 by default; screens of app-like stacks, text, buttons, images and padding, a few with
defects) checked on the default sweep (3 phones x 3 Dynamic Type sizes x 2 directions: 1,800
layouts for 100 files) with ``--jobs`` worker processes and pictures of findings only; then
the same run again on the unchanged files, from the cache. Prints the seconds of each run
and the layouts per second of the first.

    python bindings/python/benchmarks/check_sweep.py [--files 100] [--jobs 2] [--keep DIR] [--json]

The targets (docs/layout-checks.md): under 30 seconds on 2 cores, under 2 seconds cached.
Wall-clock figures: run on a quiet machine, and say when it was not.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from alignment_engine.layout_checks.cache import ResultCache  # noqa: E402
from alignment_engine.layout_checks.sweep import Sweep  # noqa: E402

#: The parts the generated screens are made of; ``{n}`` numbers them.
_ROWS = (
    'HStack(spacing: 12) {{\n                Image(systemName: "star.fill")\n                Text("Item {n} with a longer title")\n'
    '                Spacer()\n                Text("${n}.99")\n            }}',
    'VStack(alignment: .leading, spacing: 4) {{\n                Text("Section {n}").font(.headline)\n'
    '                Text("A note that wraps onto a second line on a narrow phone, number {n}.")\n            }}',
    'Button {{\n                }} label: {{\n                    Text("Action {n}").frame(maxWidth: .infinity, minHeight: 44)\n                }}',
    'HStack {{\n                Text("Label {n}").lineLimit(1)\n                Spacer()\n'
    '                Button {{ }} label: {{ Text("Edit").frame(minWidth: 44, minHeight: 44) }}\n            }}',
    'Color.blue\n                .frame(height: {height})\n                .padding(.horizontal, 16)',
)
_DEFECTS = (
    'Color.orange\n                .frame(width: 400, height: 80)',
    'Button("x") {{ }}\n                .font(.caption)',
)


def write_repository(folder: Path, count: int) -> list[Path]:
    """``count`` view files in ``folder``, each one View struct; every tenth with a defect."""
    files = []
    for n in range(count):
        rows = [_ROWS[(n + k) % len(_ROWS)].format(n=n * 10 + k, height=40 + k * 8) for k in range(6)]
        if n % 10 == 0:
            rows.insert(3, _DEFECTS[(n // 10) % len(_DEFECTS)])
        body = "\n            ".join(rows)
        source = (
            "import SwiftUI\n\n"
            f"struct Screen{n:03d}: View {{\n    var body: some View {{\n        ScrollView {{\n"
            f"            VStack(alignment: .leading, spacing: 12) {{\n            {body}\n            }}\n            .padding(16)\n"
            "        }\n    }\n}\n"
        )
        path = folder / f"Screen{n:03d}.swift"
        path.write_text(source, encoding="utf-8")
        files.append(path)
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=100, help="view files to generate (default 100)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--keep", metavar="DIR", help="generate into DIR and keep it (default: a temporary folder)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(arguments.keep or scratch)
        sources = folder / "Sources"
        sources.mkdir(parents=True, exist_ok=True)
        write_repository(sources, arguments.files)
        cache = folder / "cache"
        figures = {"files": arguments.files, "jobs": arguments.jobs, "cores": os.cpu_count()}
        for run in ("cold", "cached"):
            sweep = Sweep(pictures=str(folder / "pictures"), cache=ResultCache(cache))
            start = time.perf_counter()
            report = sweep.run([str(sources)], jobs=arguments.jobs)
            seconds = time.perf_counter() - start
            figures[f"{run}_seconds"] = round(seconds, 3)
            figures[f"{run}_layouts"] = report.laid_out
            if run == "cold":
                figures["layouts_per_second"] = round(report.laid_out / seconds, 1)
                figures["findings"] = len(report.findings)
                figures["problems"] = len(report.problems)
    if arguments.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"{figures['files']} files x {len(Sweep().configurations)} configurations, {figures['jobs']} jobs on {figures['cores']} cores")
        print(f"cold:   {figures['cold_seconds']:.2f} s, {figures['cold_layouts']} layouts, {figures['layouts_per_second']:.0f} layouts/s, "
              f"{figures['findings']} findings, {figures['problems']} problems")
        print(f"cached: {figures['cached_seconds']:.2f} s, {figures['cached_layouts']} layouts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
