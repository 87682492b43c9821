import Testing
@testable import Exploration

@Suite struct ReducerTests {
    @Test func placeholder() { #expect(Reducer.simplifications(of: "clock advance 31d", commandWords: 2).contains("clock advance 1s")) }
}
