/// The version of Limelight that `limelight --version`, the language server's `serverInfo` and reports print.
public enum LimelightVersion {
    /// The release this build is (semantic versioning).
    public static let current = "0.2.0"
}
