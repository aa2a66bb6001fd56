/// A compact, hand-written byte format for the cache: variable-length integers and
/// length-prefixed UTF-8 strings.
///
/// Decoding thousands of summaries with `JSONDecoder` would cost more than re-parsing a few
/// files; this format decodes at memory speed and every read is bounds-checked, so a damaged
/// cache fails to decode instead of trapping.
public struct BinaryWriter {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Zigzag + LEB128: small numbers (the usual case) take one byte, negatives stay small too.
    package mutating func int(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while zigzag >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }

    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    package mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    package mutating func optionalInt(_ value: Int?) {
        bool(value != nil)
        if let value { int(value) }
    }

    package mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    package mutating func raw(_ values: some Collection<UInt8>) { bytes.append(contentsOf: values) }
}

/// Thrown for any inconsistency: truncated data, impossible lengths, unknown enum values.
public struct CacheCorruption: Error {
    package init() {}
}

public struct BinaryReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int

    package init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    package var isAtEnd: Bool { offset >= bytes.count }
    /// Bytes not read yet.
    package var remaining: Int { bytes.count - offset }

    package mutating func int() throws(CacheCorruption) -> Int {
        var zigzag: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw CacheCorruption() }
            let byte = bytes[offset]
            offset += 1
            zigzag |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(truncatingIfNeeded: Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }

    /// A length or count: never negative, never more than the bytes left.
    package mutating func count() throws(CacheCorruption) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - offset else { throw CacheCorruption() }
        return value
    }

    package mutating func bool() throws(CacheCorruption) -> Bool {
        guard offset < bytes.count else { throw CacheCorruption() }
        defer { offset += 1 }
        switch bytes[offset] {
        case 0: return false
        case 1: return true
        default: throw CacheCorruption()
        }
    }

    package mutating func uint64() throws(CacheCorruption) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw CacheCorruption() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += 8
        return value
    }

    package mutating func string() throws(CacheCorruption) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
    }

    package mutating func optionalString() throws(CacheCorruption) -> String? {
        try bool() ? try string() : nil
    }

    package mutating func optionalInt() throws(CacheCorruption) -> Int? {
        try bool() ? try int() : nil
    }

    package mutating func strings() throws(CacheCorruption) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    /// Skips `length` bytes, returning where they started.
    package mutating func skip(_ length: Int) throws(CacheCorruption) -> Int {
        guard length >= 0, length <= bytes.count - offset else { throw CacheCorruption() }
        defer { offset += length }
        return offset
    }
}
