"""Build step of the Python package: puts the self-contained ``libalignment_engine.so`` (and
the VERSION file) inside the package, so a wheel runs without a Swift toolchain.

- ``pip wheel ./bindings/python`` (or ``pip install``) in the repository builds the library
  with ``scripts/build-library.sh`` (release, Swift runtime linked statically).
- An sdist carries the Swift package in ``swift-source/`` and builds it the same way; without
  a Swift toolchain it stops with a message saying so.
- ``ALIGNMENT_ENGINE_LIBRARY=path/to/libalignment_engine.so`` at build time packages that
  library instead of building one.

Wheels are tagged ``py3-none-<platform>``: the package is pure Python over ctypes, so any
Python 3 of the platform can use the same wheel.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist
from setuptools.errors import SetupError

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools < 70.1
    from wheel.bdist_wheel import bdist_wheel

HERE = Path(__file__).resolve().parent
LIBRARY = "libalignment_engine.so"
#: Where an sdist keeps the Swift package.
SDIST_SOURCE = "swift-source"
#: What of the repository an sdist needs to build the library (SwiftPM wants every target of Package.swift).
SWIFT_SOURCE_FILES = [
    "Package.swift",
    "VERSION",
    "LICENSE",
    "Sources",
    "Tests/AlignmentEngineTests",
    "Tests/AlignmentDocumentTests",
    "Tests/TestSupport",
    "bindings/c",
    "scripts/build-library.sh",
]
NO_SWIFT = (
    "Swift 6 toolchain required to build from source; install a wheel instead "
    "(or set ALIGNMENT_ENGINE_LIBRARY to a built libalignment_engine.so). "
    "Toolchains: https://swift.org/install"
)


def swift_source() -> Path:
    """The Swift package to build: the repository around bindings/python, else an sdist's copy."""
    for candidate in (HERE.parents[1], HERE / SDIST_SOURCE):
        if (candidate / "Package.swift").is_file() and (candidate / "VERSION").is_file():
            return candidate
    raise SetupError(f"no Swift package found (looked in {HERE.parents[1]} and {HERE / SDIST_SOURCE})")


def build_library(source: Path) -> Path:
    """Builds the self-contained library with the package's script; answers its path."""
    if shutil.which("swift") is None:
        raise SetupError(NO_SWIFT)
    try:
        built = subprocess.run(
            ["bash", str(source / "scripts" / "build-library.sh")],
            cwd=source, check=True, stdout=subprocess.PIPE, text=True,
        )
    except (OSError, subprocess.CalledProcessError) as error:
        raise SetupError(f"building libalignment_engine.so with scripts/build-library.sh failed: {error}") from error
    return Path(built.stdout.strip().splitlines()[-1])


class BuildWithSwiftLibrary(build_py):
    """Copies the built (or prebuilt) library and the VERSION file into the built package."""

    def run(self) -> None:
        super().run()
        source = swift_source()
        prebuilt = os.environ.get("ALIGNMENT_ENGINE_LIBRARY")
        library = Path(prebuilt) if prebuilt else build_library(source)
        if not library.is_file():
            raise SetupError(f"no library at {library}")
        package = Path(self.build_lib) / "alignment_engine"
        package.mkdir(parents=True, exist_ok=True)
        shutil.copy2(library, package / LIBRARY)
        shutil.copy2(source / "VERSION", package / "VERSION")


class SdistWithSwiftSource(sdist):
    """Adds the Swift package (``SWIFT_SOURCE_FILES``) to the sdist under ``swift-source/``."""

    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        repository = HERE.parents[1]
        for name in SWIFT_SOURCE_FILES:
            origin, copy = repository / name, Path(base_dir) / SDIST_SOURCE / name
            copy.parent.mkdir(parents=True, exist_ok=True)
            if origin.is_dir():
                shutil.copytree(origin, copy, ignore=shutil.ignore_patterns("__pycache__", ".*"))
            else:
                shutil.copy2(origin, copy)


class PlatformWheel(bdist_wheel):
    """A wheel for any Python 3 (ctypes, no extension module) of this platform."""

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


class BinaryDistribution(Distribution):
    """The package ships a native library, so its wheel is platform-specific."""

    def has_ext_modules(self) -> bool:
        return True


setup(
    version=(swift_source() / "VERSION").read_text(encoding="utf-8").strip(),
    cmdclass={"build_py": BuildWithSwiftLibrary, "sdist": SdistWithSwiftSource, "bdist_wheel": PlatformWheel},
    distclass=BinaryDistribution,
)
