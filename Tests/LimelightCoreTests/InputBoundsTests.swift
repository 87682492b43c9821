import Testing
@testable import LimelightCore

/// Numbers, durations and dates read from input are bounded.
@Suite struct InputBoundsTests {
    @Test func numbersAreFiniteAndWithinRange() {
        #expect(InputNumber.number("12.5") == 12.5)
        #expect(InputNumber.number("-1e15") == -1e15)
        for bad in ["nan", "inf", "-infinity", "1e308", "1e16", "", "twelve"] { #expect(InputNumber.number(bad) == nil) }
        #expect(InputNumber.numberProblem("nan")?.contains("NaN") == true)
        #expect(InputNumber.numberProblem("1e308")?.contains("outside") == true)
    }

    @Test func wholeNumbersAreWithinRange() {
        #expect(InputNumber.integer("1000000000") == 1_000_000_000)
        for bad in ["1000000001", "9223372036854775807", "-9223372036854775808", "99999999999999999999", "1.5"] {
            #expect(InputNumber.integer(bad) == nil)
        }
        #expect(InputNumber.integerProblem("9223372036854775807")?.contains("outside") == true)
        #expect(InputNumber.integerProblem("x")?.contains("not a whole number") == true)
    }

    @Test func durationsStopAtAHundredYears() {
        #expect(SimDuration.parse("36525d")?.seconds == SimDuration.longest.seconds)
        #expect(SimDuration.parse("36526d") == nil)
        #expect(SimDuration.parse("9223372036854775807d") == nil)
        #expect(SimDuration.parse("1e400s") == nil)
        #expect(SimDuration.problem("36526d")?.message.contains("longer than") == true)
        #expect(SimDuration.problem("soon")?.message.contains("not a duration") == true)
    }

    @Test func isoDatesTakeFractionalSecondsAndBoundedYears() throws {
        let whole = try #require(SimCalendar.utc.parse("2024-01-15T00:00:00Z"))
        let fraction = try #require(SimCalendar.utc.parse("2024-01-15T00:00:00.250Z"))
        #expect(fraction.secondsSinceReferenceDate - whole.secondsSinceReferenceDate == 0.25)
        #expect(SimCalendar.utc.parse("2024-01-15T00:00:00.Z") == nil)
        #expect(SimCalendar.utc.parse("2024-01-15T00:00.5Z") == nil)
        #expect(SimCalendar.utc.parse("99999-01-15") == nil)
    }

    @Test(arguments: ["2026-01-05T10:00:00+99:00", "2026-01-05T10:00:00-23:59", "2026-01-05T10:00:00+19:00",
                      "2026-01-05T10:00:00+01:60", "2026-01-05T10:00:00+-1:00", "2026-01-05T10:00:00+1a:00"])
    func aUTCOffsetOutOfRangeIsNoDate(_ text: String) {
        #expect(SimCalendar.utc.parse(text) == nil)
    }

    @Test func aUTCOffsetInRangeMovesTheInstant() throws {
        let utc = try #require(SimCalendar.utc.parse("2026-01-05T10:00:00Z"))
        let east = try #require(SimCalendar.utc.parse("2026-01-05T10:00:00+18:00"))
        let west = try #require(SimCalendar.utc.parse("2026-01-05T10:00:00-01:30"))
        #expect(utc.secondsSinceReferenceDate - east.secondsSinceReferenceDate == 18 * 3600)
        #expect(west.secondsSinceReferenceDate - utc.secondsSinceReferenceDate == 5400)
    }

    @Test func theCalendarEndsIn2200() {
        #expect(Runtime.latest.description == "2200-01-01T00:00:00Z")
    }
}
