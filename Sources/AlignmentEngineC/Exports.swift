// C ABI (issue 4).
