import StrataIndex
import StrataModel
import Testing

@testable import StrataAnalysis

@Suite("Inference: JSON keys and dates")
struct WireFormatInferenceTests {
    @Test func snakeCaseCodingKeysAndISODates() throws {
        let inferred = DataCodebase.infer(.arcLabs)
        #expect(inferred.conventions.data.keyStrategy == .snakeCase)
        #expect(inferred.conventions.data.dateStrategy == .iso8601)
        let keys = try #require(inferred.finding("data.keyStrategy"))
        #expect(keys.summary == "DTOs and JSON key settings use snake_case keys (`created_at` for `createdAt`): 2 of 2")
        #expect(keys.outliers.isEmpty)
        let dates = try #require(inferred.finding("data.dateStrategy"))
        #expect(dates.summary == "JSON date settings use `.iso8601`: 1 of 1")
    }

    @Test func camelCaseDTOsWithoutCodingKeysAndDatesInSeconds() throws {
        let inferred = DataCodebase.infer(.unusual)
        #expect(inferred.conventions.data.keyStrategy == .asIs)
        #expect(inferred.conventions.data.dateStrategy == .secondsSince1970)
        #expect(try #require(inferred.finding("data.keyStrategy")).summary == "DTOs and JSON key settings use the Swift names as keys: 2 of 2")
        #expect(try #require(inferred.finding("data.dateStrategy")).summary == "JSON date settings use `.secondsSince1970`: 1 of 1")
    }

    @Test func aDecoderThatConvertsKeysMakesCamelCaseDTOsSnakeCase() throws {
        let client = DataCodebase.support(.unusual)[0]
        let converting = client.text.replacingOccurrences(
            of: "let decoder = JSONDecoder()", with: "let decoder = JSONDecoder()\n        decoder.keyDecodingStrategy = .convertFromSnakeCase")
        let files = ["Customer", "Invoice"].flatMap { DataCodebase.files($0, .unusual) } + [(client.path, converting)]
        let finding = try #require(DataCodebase.infer(files).finding("data.keyStrategy"))
        // The setting votes; the DTOs without `CodingKeys` no longer say their names are the keys.
        #expect(finding.value == KeyStrategy.snakeCase.rawValue)
        #expect(finding.summary == "DTOs and JSON key settings use snake_case keys (`created_at` for `createdAt`): 1 of 1")
    }

    @Test func keysRenamedBeyondSnakeCaseSayNothing() {
        let dto = """
            struct PlaceDTO: Codable {
                let latitude: Double
                let longitude: Double

                enum CodingKeys: String, CodingKey {
                    case latitude = "lat"
                    case longitude = "lng"
                }
            }
            """
        let inferred = DataCodebase.infer([("Sources/Shop/Data/DTOs/PlaceDTO.swift", dto)])
        #expect(inferred.finding("data.keyStrategy") == nil)
    }

    @Test func settingsAreReadFromCodeNotCommentsOrComparisons() {
        #expect(
            CoderSettings.settings(in: "        decoder.dateDecodingStrategy = .millisecondsSince1970").map { "\($0.0)=\($0.1)" }
                == ["dateDecodingStrategy=millisecondsSince1970"])
        #expect(CoderSettings.settings(in: "encoder.dateEncodingStrategy = JSONEncoder.DateEncodingStrategy.iso8601").map(\.1) == ["iso8601"])
        #expect(CoderSettings.settings(in: "$0.dateDecodingStrategy = .formatted(Self.formatter)").map(\.1) == ["formatted"])
        #expect(CoderSettings.settings(in: "// decoder.dateDecodingStrategy = .iso8601").isEmpty)
        #expect(CoderSettings.settings(in: "if decoder.keyDecodingStrategy == .useDefaultKeys {").isEmpty)
        #expect(CoderSettings.settings(in: "decoder.dateDecodingStrategy = strategy").isEmpty)
    }

    // MARK: Inconsistencies

    @Test func aDTOWhoseKeysAreTheSwiftNames() throws {
        var camel = DataStyle.arcLabs
        camel.snakeCaseKeys = false
        let inferred = DataCodebase.infer(
            ["Customer", "Invoice"].flatMap { DataCodebase.files($0, .arcLabs) } + DataCodebase.files("Receipt", camel)
                + DataCodebase.support(.arcLabs))
        #expect(inferred.conventions.data.keyStrategy == .snakeCase)
        let finding = try #require(inferred.inconsistencies.first { $0.field == "data.keyStrategy" })
        #expect(finding.summary == "DTOs and JSON key settings use snake_case keys (`created_at` for `createdAt`): 2 of 3; 1 use the Swift names as keys")
        #expect(finding.outliers.map(\.file) == ["Sources/Shop/Data/DTOs/ReceiptDTO.swift"])
    }

    @Test func coderSettingsThatDisagree() throws {
        let files =
            DataCodebase.files("Customer", .arcLabs) + DataCodebase.support(.arcLabs) + [
                (
                    "Sources/Shop/Data/Network/Uploads.swift",
                    """
                    import Foundation

                    enum Uploads {
                        static func encoder() -> JSONEncoder {
                            let encoder = JSONEncoder()
                            encoder.dateEncodingStrategy = .iso8601
                            return encoder
                        }

                        static func legacyDecoder() -> JSONDecoder {
                            let decoder = JSONDecoder()
                            decoder.dateDecodingStrategy = .secondsSince1970
                            return decoder
                        }
                    }
                    """
                )
            ]
        let inferred = DataCodebase.infer(files)
        #expect(inferred.conventions.data.dateStrategy == .iso8601)
        let finding = try #require(inferred.inconsistencies.first { $0.field == "data.dateStrategy" })
        #expect(finding.summary == "JSON date settings use `.iso8601`: 2 of 3; 1 use `.secondsSince1970`")
        #expect(finding.outliers.map { "\($0.file):\($0.line)" } == ["Sources/Shop/Data/Network/Uploads.swift:12"])
    }

    @Test func aDateFormatStrataCannotWrite() throws {
        let client = DataCodebase.support(.arcLabs)[0]
        let formatted = client.text.replacingOccurrences(of: "= .iso8601", with: "= .formatted(Self.formatter)")
        let inferred = DataCodebase.infer(DataCodebase.files("Customer", .arcLabs) + [(client.path, formatted)])
        let finding = try #require(inferred.finding("data.dateStrategy"))
        #expect(
            finding.summary
                == "JSON date settings parse dates with a `DateFormatter` (e.g. `dateDecodingStrategy = .formatted`): 1 of 1 — Strata cannot generate this style; keeping the vitalarc preset's `iso8601`"
        )
        #expect(!finding.isClear)
    }
}
