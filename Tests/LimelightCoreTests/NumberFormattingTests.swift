import Testing
@testable import LimelightCore

/// Zero padding and fixed decimals, written the same on every machine.
@Suite struct NumberFormattingTests {
    @Test func zeroPaddingKeepsTheSignFirstAndNeverTruncates() {
        #expect(String.zeroPadded(5, to: 2) == "05" && String.zeroPadded(0, to: 3) == "000")
        #expect(String.zeroPadded(-7, to: 3) == "-007" && String.zeroPadded(12345, to: 2) == "12345")
        #expect(String.zeroPadded(0x1f, to: 4, radix: 16) == "001f" && String.zeroPadded(9, to: 0) == "9")
    }

    @Test func fixedDecimalsRoundAndPad() {
        #expect(String.fixed(0.125, decimals: 2) == "0.13", "halves round away from zero")
        #expect(String.fixed(1.5, decimals: 3) == "1.500" && String.fixed(0.0004, decimals: 3) == "0.000")
        #expect(String.fixed(-0.5, decimals: 2) == "-0.50" && String.fixed(-0.001, decimals: 2) == "0.00")
        #expect(String.fixed(12.25, decimals: 0) == "12" && String.fixed(100, decimals: 2) == "100.00")
        #expect(String.fixed(.infinity, decimals: 2) == "inf" && String.fixed(.nan, decimals: 2) == "nan")
        #expect(String.fixed(1e300, decimals: 2) == "1e+300")
    }
}
