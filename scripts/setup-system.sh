#!/usr/bin/env bash
# Installs the system tools the tests use that a bare Debian machine may lack (cmake,
# pkg-config, valgrind, a C compiler, Cairo's headers and the DejaVu fonts) with apt-get;
# does nothing when they are all present.
# Runs as root, or through sudo when it is available.
set -euo pipefail
missing=()
for tool in cmake pkg-config valgrind gcc g++ readelf; do
    command -v "$tool" > /dev/null || missing+=("$tool")
done
# The C drawing example (examples/c/draw_screen.c) measures text with Cairo in DejaVu Sans.
[[ -e /usr/include/cairo/cairo.h ]] || missing+=(cairo)
[[ -d /usr/share/fonts/truetype/dejavu ]] || missing+=(dejavu)
[[ ${#missing[@]} -eq 0 ]] && exit 0
packages=()
for tool in "${missing[@]}"; do
    case "$tool" in
        gcc) packages+=(gcc) ;;
        g++) packages+=(g++) ;;
        readelf) packages+=(binutils) ;;
        cairo) packages+=(libcairo2-dev) ;;
        dejavu) packages+=(fonts-dejavu-core) ;;
        *) packages+=("$tool") ;;
    esac
done
echo "installing with apt-get: ${packages[*]}"
sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" > /dev/null
