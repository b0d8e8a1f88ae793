import SeededRandom
import Testing
@testable import JuiceCore

struct ShareRoundingTests {
    @Test func aDayOfTiesReadsInWholeFigures() {
        // Issue 28: 185 units with two ties (1 and 1) read 20.54 %, 0.54 % and so on, two decimals
        // the largest remainder took only so the tied pair could add up to 100.
        let day = ShareRounding.shares(of: [70, 40, 38, 27, 8, 1, 1])
        #expect(day.decimals == 0)
        #expect(day.texts == ["38%", "22%", "21%", "15%", "4%", "1%", "1%"])
        #expect(day.totalText == "100%")
        // Three equal thirds read alike at any decimals: no decimal is taken for them.
        #expect(ShareRounding.shares(of: [1, 1, 1]).texts == ["33%", "33%", "33%"])
        #expect(ShareRounding.shares(of: [6, 1, 1]).texts == ["75%", "13%", "13%"])
    }

    @Test func eachShareIsItsNearestFigure() {
        // Issue 28: the largest remainder gave 2.63 % "2%" beside 1.80 % "2%".
        #expect(ShareRounding.shares(of: [263, 180, 1_070, 2_075, 6_412]).texts == ["3%", "2%", "11%", "21%", "64%"])
        // Halves round up.
        #expect(ShareRounding.shares(of: [1, 7]).texts == ["13%", "88%"])
    }

    @Test func aTinyShareShowsItsOwnFigure() {
        // Issue 28: the report's table read "0.0%" and the chart "<0.1%" for a juice that sold.
        #expect(ShareRounding.shares(of: [6_000, 3_996, 4]).texts == ["60%", "40%", "0.04%"])
        #expect(ShareRounding.shares(of: [6_000, 3_996, 4], precision: 1).texts == ["60.0%", "40.0%", "0.04%"])
        #expect(ShareRounding.shares(of: [999_999_999, 1]).texts == ["99.9999999%", "0.0000001%"])
        // A share short of the whole never reads 100 %.
        #expect(ShareRounding.shares(of: [996, 4]).texts == ["99.6%", "0.4%"])
        // A juice listed at 0 reads 0.
        #expect(ShareRounding.shares(of: [3, 0]).texts == ["100%", "0%"])
        #expect(ShareRounding.shares(of: [0, 0]).texts == ["0%", "0%"])
    }

    @Test func decimalsAreTakenOnlyToTellDifferentValuesApart() {
        // Twelve near-equal juices all read 8 % or 9 %: one decimal tells them apart.
        let twelve: [Int64] = [104, 103, 101, 100, 99, 98, 96, 95, 94, 92, 91, 89]
        let shares = ShareRounding.shares(of: twelve)
        #expect(shares.decimals == 1 && Set(shares.texts).count == 12 && shares.totalText == "100.0%")
        // 50.001 % and 49.999 % read alike at any decimals up to the cap: none is taken for them.
        #expect(ShareRounding.shares(of: [50_001, 49_999]).texts == ["50%", "50%"])
        // --precision fixes the decimals.
        #expect(ShareRounding.shares(of: [50, 30, 20], precision: 2).texts == ["50.00%", "30.00%", "20.00%"])
        #expect(ShareRounding.shares(of: twelve, precision: 0).texts.first == "9%")
    }

    @Test func hugeValuesStillRoundExactly() {
        #expect(ShareRounding.shares(of: [Int64.max, Int64.max]).texts == ["50%", "50%"])
        #expect(ShareRounding.shares(of: [Int64.max / 4 * 3, Int64.max / 4]).texts == ["75%", "25%"])
    }

    @Test func formats() {
        #expect(Share(ticks: 24, decimals: 0).text == "24%")
        #expect(Share(ticks: 245, decimals: 1).text == "24.5%")
        #expect(Share(ticks: 5, decimals: 2).plain == "0.05")
        #expect(Share(ticks: 1_000, decimals: 1).text == "100.0%")
        #expect(Share(ticks: 205, decimals: 1).percent == 20.5)
    }

    @Test func groupsThousands() {
        #expect(Int64(0).groupedDecimal == "0")
        #expect(Int64(999).groupedDecimal == "999")
        #expect(Int64(1234).groupedDecimal == "1,234")
        #expect(Int64(-1_234_567).groupedDecimal == "-1,234,567")
        #expect(Int64.max.groupedDecimal == "9,223,372,036,854,775,807")
    }

    /// The rule over many lists: ties, near-equal values, slivers and zeros.
    @Test func theRuleHoldsForManyLists() {
        var generator = SplitMix64(seed: 28)  // a fixed seed: a failure repeats
        for round in 0..<3_000 {
            let count = Int.random(in: 1...30, using: &generator)
            let range: ClosedRange<Int64> = [0...20, 0...10_000, 900...1_100, 0...1_000_000][round % 4]
            var values = (0..<count).map { _ in Int64.random(in: range, using: &generator) }
            if round % 5 == 0 { values.append(1) }  // a sliver
            let precision: Int? = round % 7 == 0 ? Int.random(in: 0...3, using: &generator) : nil
            let figures = ShareRounding.shares(of: values, precision: precision)
            let total = values.reduce(0, +)
            #expect(figures.shares.count == values.count)
            if let precision { #expect(figures.decimals == precision) }
            for (i, value) in values.enumerated() {
                let share = figures.shares[i]
                for (j, other) in values.enumerated() where other == value {
                    #expect(figures.shares[j] == share, "\(values)")
                }
                if value > 0 { #expect(share.ticks > 0, "\(values): \(value) printed \(share.text)") }
                guard total > 0 else { continue }
                // The nearest figure at its decimals: the list's, or the fewest more that show a
                // share that is neither 0 nor the whole as such.
                #expect(Self.isNearest(share, value, total), "\(values): \(value) printed \(share.text)")
                #expect(share.decimals >= figures.decimals)
                if share.decimals > figures.decimals {
                    let fewer = Self.nearest(value, total, decimals: share.decimals - 1)
                    #expect(
                        (fewer == 0 && value > 0) || (fewer == 100 * Self.power(share.decimals - 1) && value < total),
                        "\(values): \(share.text)")
                }
            }
            guard precision == nil else { continue }
            // Different values read alike only where no decimals within the cap tell more of
            // them apart; and no more decimals are taken than tell the most apart.
            let told = Self.told(values, figures.shares)
            for decimals in 0...ShareRounding.maximumDecimals {
                let there = Self.told(values, ShareRounding.shares(of: values, precision: decimals).shares)
                #expect(decimals < figures.decimals ? there < told : there <= told, "\(values) at \(decimals)")
            }
        }
    }

    /// How many different figures the different values print.
    static func told(_ values: [Int64], _ shares: [Share]) -> Int {
        Set(Dictionary(zip(values, shares), uniquingKeysWith: { first, _ in first }).values).count
    }

    /// Whether `share` is `value / total` rounded to the nearest at its decimals (half up).
    static func isNearest(_ share: Share, _ value: Int64, _ total: Int64) -> Bool {
        share.ticks == nearest(value, total, decimals: share.decimals)
    }

    /// `value / total` in percent, rounded half up at `decimals`: a Double quotient set right
    /// by the exact remainder.
    static func nearest(_ value: Int64, _ total: Int64, decimals: Int) -> Int64 {
        let scaled = Double(value) * Double(power(2 + decimals))
        var quotient = Int64((scaled / Double(total)).rounded(.down))
        // Exact: the products here stay far below Int64.max.
        var remainder = value * power(2 + decimals) - quotient * total
        while remainder < 0 { (quotient, remainder) = (quotient - 1, remainder + total) }
        while remainder >= total { (quotient, remainder) = (quotient + 1, remainder - total) }
        return 2 * remainder >= total ? quotient + 1 : quotient
    }

    static func power(_ exponent: Int) -> Int64 {
        (0..<exponent).reduce(Int64(1)) { value, _ in value * 10 }
    }
}
