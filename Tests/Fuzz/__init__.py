"""The fuzzing harness of AlignmentEngine.

- ``documents``: random layout documents built only from what ``document.md`` allows;
- ``hostile``: hostile documents and texts (huge chains, deep trees, bad numbers, bad JSON);
- ``api``: random (and hostile) sequences of ``alignment_engine.Tree`` calls, as data;
- ``properties``: what every run must satisfy, checked without a reference model;
- ``worker``: runs cases in a subprocess and answers the violations it saw;
- ``runner``: the campaign (``scripts/fuzz.sh``): timeouts, crashes, minimising, the corpus;
- ``corpus``: reading and writing ``Tests/Fixtures/fuzz-corpus/<kind>-<hash>.json``;
- ``test_corpus``: pytest replay of every corpus file.

Everything drives the library through the Python package (``bindings/python``).
"""
