import Foundation

/// The official SARIF 2.1.0 schema (vendored under `Resources/SARIF`, see its README) and a
/// validator for it.
enum SARIFSchema {
    static let url = Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Resources/SARIF")

    static let validator: Result<JSONSchemaValidator, any Error> = Result {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        return try JSONSchemaValidator(schemaData: Data(contentsOf: url))
    }

    /// Every violation in the SARIF text, as `path: problem`.
    static func violations(of data: Data) throws -> [String] {
        try validator.get().validate(data).map(\.description)
    }
}
