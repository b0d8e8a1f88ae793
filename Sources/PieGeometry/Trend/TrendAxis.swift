import Foundation

/// Round figures for a value axis: 0 and a few steps of 1, 2, 2.5 or 5 times a power of ten.
public enum TrendAxis {
    /// Ticks from 0 to the first step at or above `maximum`, about `count` of them.
    ///
    /// - Parameter minimumStep: the smallest step allowed (1 for whole units, so the axis never
    ///   reads 0.5 units). A maximum of 0 gives one step, so an empty period still has an axis.
    public static func ticks(maximum: Double, count: Int = 5, minimumStep: Double = 0) -> [Double] {
        precondition(maximum >= 0 && maximum.isFinite && count >= 1, "a finite, non-negative maximum")
        let rough = max(maximum / Double(count), minimumStep, Double.leastNormalMagnitude)
        let power = pow(10, floor(log10(rough)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= rough * (1 - 1e-9) } ?? 10 * power
        let steps = max(1, Int((maximum / step - 1e-9).rounded(.up)))
        return (0...steps).map { Double($0) * step }
    }
}
