"""Build step only: ``pip install ./bindings/python`` builds the Swift library with
``swift build -c release`` in the repository and installs ``libalignment_engine.so`` inside
the package. Set ``ALIGNMENT_ENGINE_LIBRARY`` at build time to install a prebuilt library
instead."""

import os
import shutil
import subprocess
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parents[1]
LIBRARY = "libalignment_engine.so"


class BuildWithSwiftLibrary(build_py):
    """Runs ``swift build -c release`` and copies the library into the built package."""

    def run(self) -> None:
        super().run()
        prebuilt = os.environ.get("ALIGNMENT_ENGINE_LIBRARY")
        if prebuilt:
            source = Path(prebuilt)
        else:
            if not (REPOSITORY / "Package.swift").is_file():
                raise RuntimeError(f"cannot build the Swift library: no Package.swift in {REPOSITORY}")
            subprocess.run(["swift", "build", "-c", "release", "--product", "alignment_engine"], cwd=REPOSITORY, check=True)
            source = REPOSITORY / ".build" / "release" / LIBRARY
        if not source.is_file():
            raise RuntimeError(f"the Swift build did not produce {source}")
        target = Path(self.build_lib) / "alignment_engine" / LIBRARY
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)


class BinaryDistribution(Distribution):
    """The package ships a native library, so its wheel is platform-specific."""

    def has_ext_modules(self) -> bool:
        return True


setup(cmdclass={"build_py": BuildWithSwiftLibrary}, distclass=BinaryDistribution)
