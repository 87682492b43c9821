import Testing
import LimelightCore
import SimulatorKit
@testable import Script

@Suite struct ScreenRendererTests {
    let picture = ScreenPicture(title: "phone: Home Screen", status: "2026-01-05 09:00", sections: [
        [.card(title: "Smart Stack S1", lines: ["W1 Weather", "\"Sunny\""]), .split("  2. W2 Calendar", "score 40")],
        [.tabs(["Today", "Upcoming", "Completed"], selected: "Upcoming"), .path(["Today", "Detail"]), .blank],
    ])

    @Test(arguments: [20, 33, 40, 80, 200])
    func everyLineIsExactlyTheWidth(width: Int) {
        for charset in ScreenCharset.allCases {
            let lines = ScreenRenderer(width: width, charset: charset).render(picture)
            #expect(lines.allSatisfy { DisplayWidth.of($0) == width }, "\(charset) \(width): \(lines)")
        }
    }

    @Test func widthsOutsideTheBoundsAreBroughtIntoThem() {
        #expect(ScreenRenderer(width: 3, charset: .ascii).width == 20)
        #expect(ScreenRenderer(width: 10_000, charset: .ascii).width == 200)
        #expect(ScreenRenderer(width: -5, charset: .unicode).render(picture).allSatisfy { DisplayWidth.of($0) == 20 })
    }

    @Test func asciiModeUsesOnlyAsciiFrameCharacters() {
        let lines = ScreenRenderer(width: 40, charset: .ascii).render(picture)
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } })
        #expect(lines.first == "+" + String(repeating: "-", count: 38) + "+")
        #expect(lines.contains("| +- Smart Stack S1 -----------------+ |"))
    }

    @Test func unicodeModeDrawsBoxes() {
        let lines = ScreenRenderer(width: 40, charset: .unicode).render(picture)
        #expect(lines.first == "┌" + String(repeating: "─", count: 38) + "┐")
        #expect(lines.last == "└" + String(repeating: "─", count: 38) + "┘")
        #expect(lines.contains("│ ┌─ Smart Stack S1 ─────────────────┐ │"))
        #expect(lines.contains("│   2. W2 Calendar            score 40 │"))
        #expect(lines.contains("│  Today  [Upcoming]  Completed        │"))
        #expect(lines.contains("│ Today › Detail                       │"))
    }

    @Test func longTitlesAreCutWithAnEllipsis() {
        let long = ScreenPicture(title: "t", sections: [[.text("Milch kaufen und noch sehr viel mehr Text danach")]])
        let unicode = ScreenRenderer(width: 20, charset: .unicode).render(long)
        #expect(unicode.contains("│ Milch kaufen un… │"))
        let ascii = ScreenRenderer(width: 20, charset: .ascii).render(long)
        #expect(ascii.contains("| Milch kaufen ... |"))
    }

    @Test func wideCharactersTakeTwoColumnsAndAreNeverSplit() {
        #expect(DisplayWidth.of("飲み物") == 6)
        #expect(DisplayWidth.of("⏳") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.fit("飲み物と牛乳", 6) == "飲み…")
        #expect(DisplayWidth.fit("飲み物と牛乳", 5) == "飲み…")
        let lines = ScreenRenderer(width: 21, charset: .unicode).render(ScreenPicture(title: "t", sections: [[.text("牛乳牛乳牛乳牛乳牛乳")]]))
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 21 })
        let even = ScreenRenderer(width: 20, charset: .unicode).render(ScreenPicture(title: "t", sections: [[.text("牛乳牛乳牛乳牛乳牛乳")]]))
        #expect(even.contains("│ 牛乳牛乳牛乳牛…  │"))
        #expect(lines.contains("│ 牛乳牛乳牛乳牛乳… │"))
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        let lines = ScreenRenderer(width: 30, charset: .unicode).render(ScreenPicture(title: "a\u{1B}[31mb", sections: [[.text("x\ny\u{7}")]]))
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(lines.contains { $0.contains("a?[31mb") })
    }

    @Test func tabBarKeepsTheSelectedTabWhenNarrow() {
        let bar = ScreenRenderer(width: 20, charset: .ascii).lines(.tabs(["Backlog", "Blox", "Focus", "Review", "Settings"], selected: "Review"))
        #expect(bar.count == 1)
        #expect(bar[0].contains("[Review]"))
        #expect(DisplayWidth.of(bar[0]) <= 16)
    }

    @Test func pathDropsOuterPartsFirst() {
        let line = ScreenRenderer(width: 28, charset: .unicode).lines(.path(["Landmarks", "Collections", "Favourites", "Detail"]))
        #expect(line == ["… › Favourites › Detail"])
    }
}
