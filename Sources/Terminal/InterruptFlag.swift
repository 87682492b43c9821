import CEditLine

/// The process-wide Ctrl-C flag for interrupts that arrive while no line is being edited.
///
/// The flag and its handler are `static` C data in the CEditLine header, which exists once per
/// Swift object file that touches it; this is the only file allowed to.
enum InterruptFlag {
    /// Installs the SIGINT handler (idempotent): the first Ctrl-C is remembered, a second one
    /// that nobody consumed terminates the process as Ctrl-C normally would.
    static func install() {
        _ = limelight_install_sigint_handler()
    }

    /// Returns whether Ctrl-C was pressed since the last call, and clears the flag.
    static func take() -> Bool {
        limelight_sigint_take() != 0
    }
}
