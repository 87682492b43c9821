// Part of the Clang module `os` on Linux: declares nothing; Swift declarations come from the `os` overlay.
