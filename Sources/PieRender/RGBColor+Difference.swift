import Foundation

extension RGBColor {
    /// CIELAB coordinates (D65 white), where distances follow how different colours look.
    public var lab: (l: Double, a: Double, b: Double) {
        let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : t * 841.0 / 108 + 4.0 / 29 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// How different two colours look: CIEDE2000 ΔE, where about 2 is just noticeable and
    /// neighbouring slices want 15 or more.
    public func difference(from other: RGBColor) -> Double {
        Self.ciede2000(lab, other.lab)
    }

    /// CIEDE2000 as Sharma, Wu and Dalal (2005) give it, with all weights 1.
    public static func ciede2000(
        _ first: (l: Double, a: Double, b: Double), _ second: (l: Double, a: Double, b: Double)
    ) -> Double {
        let degrees = Double.pi / 180
        let pow25to7 = 6_103_515_625.0
        let cBar = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
        let g = 0.5 * (1 - (pow(cBar, 7) / (pow(cBar, 7) + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = hypot(a1, first.b)
        let c2 = hypot(a2, second.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            guard b != 0 || a != 0 else { return 0 }
            let h = atan2(b, a) / degrees
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(first.b, a1)
        let h2 = hue(second.b, a2)
        var dh = 0.0
        if c1 * c2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dL = second.l - first.l
        let dC = c2 - c1
        let dH = 2 * (c1 * c2).squareRoot() * sin(dh / 2 * degrees)
        let lBar = (first.l + second.l) / 2
        let cBarPrime = (c1 + c2) / 2
        var hBar = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                hBar = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                hBar = (h1 + h2 + 360) / 2
            } else {
                hBar = (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((hBar - 30) * degrees) + 0.24 * cos(2 * hBar * degrees)
            + 0.32 * cos((3 * hBar + 6) * degrees) - 0.20 * cos((4 * hBar - 63) * degrees)
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let rC = 2 * (pow(cBarPrime, 7) / (pow(cBarPrime, 7) + pow25to7)).squareRoot()
        let sL = 1 + 0.015 * pow(lBar - 50, 2) / (20 + pow(lBar - 50, 2)).squareRoot()
        let sC = 1 + 0.045 * cBarPrime
        let sH = 1 + 0.015 * cBarPrime * t
        let rT = -sin(2 * dTheta * degrees) * rC
        return (pow(dL / sL, 2) + pow(dC / sC, 2) + pow(dH / sH, 2) + rT * (dC / sC) * (dH / sH)).squareRoot()
    }
}
