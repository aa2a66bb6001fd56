import Foundation

/// The JSON format of the API, in one place: dates are ISO 8601 text (`2023-11-14T22:13:20Z`).
///
/// Keys are spelled out by each DTO's `CodingKeys`, so no key strategy is set here.
enum JSONCoding {
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
