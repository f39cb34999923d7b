"""The fuzz tests' totals (inputs, internal errors, hangs) are counted in
``fuzz_support.COUNTS`` and printed at the end of the session by the suite's plugin
(``testkit.plugin``, which also sums them over parallel workers)."""
