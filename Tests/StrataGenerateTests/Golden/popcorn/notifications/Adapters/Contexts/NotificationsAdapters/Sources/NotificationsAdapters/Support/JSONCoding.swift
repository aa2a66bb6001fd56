import Foundation
import NotificationsDomain

/// The JSON format of the API, in one place: dates are seconds since 1970.
///
/// Keys are spelled out by each DTO's `CodingKeys`, so no key strategy is set here.
public enum JSONCoding {
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
