/// SVG text being built as UTF-8 bytes, with the few number forms an SVG picture needs: whole
/// numbers without `description`'s allocations, so a million-cell picture costs about what its
/// text drawing does.
struct SVGText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// Appends `value` in decimal.
    mutating func append(_ value: Int) {
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        if magnitude < 10 {
            bytes.append(UInt8(truncatingIfNeeded: magnitude) &+ 48)
            return
        }
        var digits = 0, rest = magnitude
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let end = bytes.count + digits
        bytes.append(contentsOf: repeatElement(0, count: digits))
        var index = end - 1
        while magnitude > 0 {
            bytes[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
            magnitude /= 10
            index -= 1
        }
    }

    /// Appends `value` rounded to four decimals, without trailing zeros (`0.125`, `2`).
    mutating func append(decimal value: Double) {
        let scaled = Int((value * 10_000).rounded())
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        append(abs(scaled) / 10_000)
        var fraction = abs(scaled) % 10_000
        guard fraction > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor = 1_000
        while fraction > 0 {
            bytes.append(UInt8(truncatingIfNeeded: fraction / divisor) &+ 48)
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Hands the text to `output` and empties it, keeping its storage.
    mutating func flush(to output: (String) -> Void) {
        guard !bytes.isEmpty else { return }
        output(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }
}

extension SVGText {
    /// Drops everything after the first `count` bytes.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }
}
