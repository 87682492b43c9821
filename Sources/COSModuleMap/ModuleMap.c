// A C target needs a source file: this one declares nothing (the target carries the `os` module map).
void limelight_os_module_map(void) {}
