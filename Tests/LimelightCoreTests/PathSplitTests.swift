import Testing
import LimelightCore

/// Splitting paths by plain string rules (Foundation's NSString path methods trap on a bare name on Linux).
@Suite struct PathSplitTests {
    @Test(arguments: [("3", "", "3"), ("a/", "", "a"), ("x/y/z.scenario", "x/y", "z.scenario"), ("/b", "/", "b"),
                      ("/", "/", ""), ("", "", ""), ("a//", "", "a"), ("./r.scenario", ".", "r.scenario")])
    func splits(_ path: String, _ folder: String, _ name: String) {
        #expect(path.pathSplit.folder == folder)
        #expect(path.pathSplit.name == name)
    }
}
