// A C target needs a source file: this one declares nothing (the target carries the module map of `AppleOS`).
void limelight_apple_os_module_map(void) {}
