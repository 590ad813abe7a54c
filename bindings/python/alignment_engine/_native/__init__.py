"""The C boundary: loading ``libalignment_engine.so`` with the one table of its signatures, the
tree handle (``Tree``) with its callbacks, and the explanations asked of the library."""
