import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

@Suite struct TimeTests {
    let context = QueryTimeContext(now: Fixtures.start)  // Monday 2026-01-05 09:00 UTC

    func day(_ text: String) -> Double { SimCalendar.utc.parse(text)?.secondsSinceReferenceDate ?? .nan }

    @Test func anchors() {
        #expect(context.resolve(.now, offset: nil) == .instant(Fixtures.start.secondsSinceReferenceDate))
        #expect(context.resolve(.now, offset: -60) == .instant(Fixtures.start.secondsSinceReferenceDate - 60))
        #expect(context.resolve(.today, offset: nil) == .period(start: day("2026-01-05"), end: day("2026-01-06")))
        #expect(context.resolve(.today, offset: -10) == .period(start: day("2025-12-26"), end: day("2025-12-27")))
        #expect(context.resolve(.yesterday, offset: nil) == .period(start: day("2026-01-04"), end: day("2026-01-05")))
        #expect(context.resolve(.thisWeek, offset: nil) == .period(start: day("2026-01-05"), end: day("2026-01-12")))
        #expect(context.resolve(.lastWeek, offset: nil) == .period(start: day("2025-12-29"), end: day("2026-01-05")))
        #expect(context.resolve(.thisMonth, offset: -1) == .period(start: day("2025-12-01"), end: day("2026-01-01")))
        #expect(context.resolve(.thisYear, offset: nil) == .period(start: day("2026-01-01"), end: day("2027-01-01")))
    }

    @Test func deviceTimeZoneDecidesToday() throws {
        let tokyo = try #require(SimCalendar(timeZoneIdentifier: "Asia/Tokyo"))
        // 09:00 UTC is 18:00 in Tokyo, still Jan 5 there; 20:00 UTC is Jan 6 in Tokyo.
        let late = Fixtures.start + .hours(11)
        let item = Fixtures.item("x", ["dueDate": .date(late)])
        #expect(Fixtures.matches("dueDate == $time.today", item, calendar: .utc) == true)
        #expect(Fixtures.matches("dueDate == $time.today", item, calendar: tokyo) == false)
        #expect(Fixtures.matches("dueDate == $time.today(1)", item, calendar: tokyo) == true)
    }

    @Test func periodComparisons() {
        let morning = Fixtures.item("m", ["dueDate": .date(Fixtures.start)])
        #expect(Fixtures.matches("dueDate >= $time.today", morning) == true)
        #expect(Fixtures.matches("dueDate < $time.today", morning) == false)
        #expect(Fixtures.matches("dueDate <= $time.today", morning) == true)
        #expect(Fixtures.matches("dueDate > $time.today", morning) == false)
        #expect(Fixtures.matches("dueDate >= $time.last_week && dueDate < $time.this_week", morning) == false)
        #expect(Fixtures.matches("dueDate == $time.this_week", morning) == true)
        #expect(Fixtures.matches("dueDate != $time.this_week", morning) == false)
        #expect(Fixtures.matches("dueDate <= $time.iso(2024-01-01T00:00:00Z)", morning) == false)
        #expect(Fixtures.matches("dueDate > \(Int(Fixtures.start.secondsSinceReferenceDate) - 1)", morning) == true)
    }
}
