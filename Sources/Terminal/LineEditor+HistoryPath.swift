import Foundation

extension LineEditor {
    /// The history file to use: `$LIMELIGHT_HISTORY` if set, else `$XDG_STATE_HOME/limelight/history`
    /// (only an absolute XDG path counts, per the XDG spec), else `$HOME/.limelight_history`.
    ///
    /// Pure: it only reads `env` (the home directory falls back to the user database when `HOME`
    /// is unset). The parent directory is created when the file is first written.
    public static func defaultHistoryPath(env: [String: String]) -> String {
        if let explicit = env["LIMELIGHT_HISTORY"], !explicit.isEmpty {
            return expandTilde(explicit, home: home(env))
        }
        if let state = env["XDG_STATE_HOME"], state.hasPrefix("/") {
            return (state as NSString).appendingPathComponent("limelight/history")
        }
        return (home(env) as NSString).appendingPathComponent(".limelight_history")
    }

    private static func home(_ env: [String: String]) -> String {
        if let home = env["HOME"], !home.isEmpty { return home }
        return NSHomeDirectory()
    }

    private static func expandTilde(_ path: String, home: String) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}
