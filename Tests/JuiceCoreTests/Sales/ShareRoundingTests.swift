import SeededRandom
import Testing
@testable import JuiceCore

struct ShareRoundingTests {
    @Test func sharesAlwaysAddUpToOneHundred() {
        #expect(ShareRounding.percentTicks(of: [1, 1, 1], decimals: 0) == [34, 33, 33])
        #expect(ShareRounding.percentTicks(of: [1, 1, 1], decimals: 1) == [334, 333, 333])
        #expect(ShareRounding.percentTicks(of: [2, 2, 2, 1], decimals: 0) == [29, 29, 28, 14])
        #expect(ShareRounding.percentTicks(of: [0, 0], decimals: 0) == [0, 0])
        var generator = SplitMix64(seed: 42)  // a fixed seed: a failure repeats
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 1...30, using: &generator)).map { _ in Int64.random(in: 0...10_000, using: &generator) }
            guard values.contains(where: { $0 > 0 }) else { continue }
            for decimals in 0...2 {
                var scale: Int64 = 100
                for _ in 0..<decimals { scale *= 10 }
                #expect(ShareRounding.percentTicks(of: values, decimals: decimals).reduce(0, +) == scale)
            }
        }
    }

    @Test func choosesDecimalsThatKeepEveryJuiceVisible() {
        #expect(ShareRounding.decimalsShowingEveryValue([50, 30, 20]) == 0)
        #expect(ShareRounding.decimalsShowingEveryValue([995, 4, 1]) == 1)
        #expect(ShareRounding.decimalsShowingEveryValue([99_990, 9, 1]) == 1)
        #expect(ShareRounding.shareText(value: 1, ticks: 0, decimals: 1) == "<0.1%")
        #expect(ShareRounding.shareText(value: 1, ticks: 0, decimals: 0) == "<1%")
        #expect(ShareRounding.shareText(value: 0, ticks: 0, decimals: 0) == "0%")
        #expect(ShareRounding.shareText(value: 5, ticks: 12, decimals: 0) == "12%")
    }

    @Test func formatsTicks() {
        #expect(ShareRounding.format(ticks: 24, decimals: 0) == "24%")
        #expect(ShareRounding.format(ticks: 245, decimals: 1) == "24.5%")
        #expect(ShareRounding.format(ticks: 5, decimals: 2) == "0.05%")
        #expect(ShareRounding.format(ticks: 1000, decimals: 1) == "100.0%")
    }

    @Test func groupsThousands() {
        #expect(Int64(0).groupedDecimal == "0")
        #expect(Int64(999).groupedDecimal == "999")
        #expect(Int64(1234).groupedDecimal == "1,234")
        #expect(Int64(-1_234_567).groupedDecimal == "-1,234,567")
        #expect(Int64.max.groupedDecimal == "9,223,372,036,854,775,807")
    }

    @Test func equalValuesGetEqualShares() {
        // Two juices of 1 unit of 8: 12.5 % each cannot both round up, so neither does.
        #expect(ShareRounding.percentTicksKeepingTies(of: [6, 1, 1], decimals: 0) == ([75, 12, 12], false))
        #expect(ShareRounding.percentTicksKeepingTies(of: [6, 1, 1], decimals: 1) == ([750, 125, 125], true))
        // Four juices of 1 unit of 1,730 (0.058 % each) all read the same; at one decimal the four
        // cannot all round up, so nothing after them does; at two they add up again.
        #expect(ShareRounding.percentTicksKeepingTies(of: [1_000, 726, 1, 1, 1, 1], decimals: 1) == ([578, 420, 0, 0, 0, 0], false))
        #expect(ShareRounding.percentTicksKeepingTies(of: [1_000, 726, 1, 1, 1, 1], decimals: 2) == ([5780, 4196, 6, 6, 6, 6], true))
        #expect(ShareRounding.percentTicksKeepingTies(of: [1, 1, 1], decimals: 0) == ([33, 33, 33], false))
        // Without ties it is the largest remainder method.
        #expect(ShareRounding.percentTicksKeepingTies(of: [5, 3, 2, 1], decimals: 0).ticks == ShareRounding.percentTicks(of: [5, 3, 2, 1], decimals: 0))
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 1...30, using: &generator)).map { _ in Int64.random(in: 0...20, using: &generator) }
            guard values.contains(where: { $0 > 0 }) else { continue }
            let (ticks, complete) = ShareRounding.percentTicksKeepingTies(of: values, decimals: 1)
            for i in values.indices { for j in values.indices where values[i] == values[j] { #expect(ticks[i] == ticks[j], "\(values)") } }
            let shortBy = 1_000 - ticks.reduce(0, +)
            #expect(complete == (shortBy == 0))
            #expect(shortBy >= 0 && shortBy < Int64(values.count), "\(values)")
        }
    }
}

