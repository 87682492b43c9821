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

/// Ctrl-C for a long command that is not the line editor (`limelight run`): the first press is remembered, so the
/// command can stop taking work and sum up what ran; a second press ends the process as Ctrl-C normally does.
public enum InterruptRequest {
    /// Installs the SIGINT handler (idempotent).
    public static func install() { InterruptFlag.install() }

    /// Whether Ctrl-C was pressed since `install` (the flag stays set, so a second press still ends the process).
    public static var pressed: Bool { limelight_sigint_pending() != 0 }
}
