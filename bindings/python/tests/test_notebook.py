"""The notebook examples/notebooks/alignment_engine_tour.ipynb, executed as a reader would run
it (nbclient, a fresh IPython kernel), so it never rots: every cell runs without an error, its
asserts hold, and its outputs are the picture, the guide's explanation and the checked numbers."""

from __future__ import annotations

import pytest

from conftest import REPOSITORY

nbformat = pytest.importorskip("nbformat", reason="scripts/python-env.sh installs nbformat")
nbclient = pytest.importorskip("nbclient", reason="scripts/python-env.sh installs nbclient")

NOTEBOOK = REPOSITORY / "examples" / "notebooks" / "alignment_engine_tour.ipynb"


def _outputs(cell: dict) -> tuple[str, list[dict]]:
    """A code cell's printed text and its rich outputs (display data and results)."""
    text = "".join(output["text"] for output in cell["outputs"] if output["output_type"] == "stream")
    return text, [output["data"] for output in cell["outputs"] if "data" in output]


def test_tour_notebook_runs_and_shows_the_layout_and_the_guide(subprocess_env: dict[str, str]) -> None:
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3",
                                     resources={"metadata": {"path": str(REPOSITORY)}})
    client.execute(env=subprocess_env)  # raises CellExecutionError, naming the cell, if one fails

    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert [cell.execution_count for cell in code] == [1, 2, 3, 4]
    assert not [output for cell in code for output in cell.outputs if output.output_type == "error"]
    layout_text, layout_data = _outputs(code[0])
    explanation, _ = _outputs(code[1])
    positions, position_data = _outputs(code[2])
    checked, checked_data = _outputs(code[3])

    # The layout shown inline: the picture, 218 x 115.5 points (with its 8-point margin).
    picture = layout_data[0]["image/svg+xml"]
    assert picture.startswith("<svg") and 'width="234"' in picture
    assert layout_data[0]["text/plain"] == "<LayoutResult size=(218.0, 115.5) views=7>"
    # The explanation names the custom guide, its line and each column's value.
    assert explanation.startswith("How 'name' (Text /1/1) got its frame (68, 25, 150, 28):")
    assert "on midAccountAndName (vertical, custom): the line at y = 39" in explanation
    assert "'left' (VStack /0): d[midAccountAndName] = 8.5 (content), so y = 30.5" in explanation
    # Where the guide lies, and the picture that draws it by name.
    assert positions.strip() == "{'account': 39.0, 'name': 39.0}"
    assert "midAccountAndName" in position_data[0]["image/svg+xml"]
    # The change keeps both centres on the line.
    assert checked.strip().endswith("both centres at y = 39")
    assert checked_data[0]["image/svg+xml"].startswith("<svg")
