import StrataModel

/// One file the generator will produce: where it goes, which template renders it, with what values.
///
/// The planner computes every field a template shows; templates only lay text out.
public struct PlannedFile: Sendable {
    /// The kind of artifact, from the one list every stage reads.
    public typealias Role = ArtifactKind

    package var path: String
    package var role: Role
    /// Template name without extension, e.g. `entity`.
    package var template: String
    /// Encodable so it reaches Mustache as dictionaries without reflection (`TemplateValueEncoder`).
    package var context: any Sendable & Encodable
    /// Swift files are parsed and size-checked before anything is written.
    package var isSwift: Bool

    package init(path: String, role: Role, template: String, context: any Sendable & Encodable, isSwift: Bool = true) {
        self.path = path
        self.role = role
        self.template = template
        self.context = context
        self.isSwift = isSwift
    }
}

/// Options that change what is planned, beside the model and conventions.
public struct GenerationOptions: Sendable, Hashable {
    /// Also write a `Package.swift` so the output builds and tests on its own.
    package var packageManifest: Bool
    /// Also write the Markdown design document at this path (relative to the output root).
    package var designDocumentPath: String?
    /// `true`/`false` forces the Data layer on or off (`--data`/`--no-data`); `nil` follows the spec's
    /// `data:` section, then the conventions' `data.generate`.
    package var dataLayer: Bool?

    public init(packageManifest: Bool = false, designDocumentPath: String? = nil, dataLayer: Bool? = nil) {
        self.packageManifest = packageManifest
        self.designDocumentPath = designDocumentPath
        self.dataLayer = dataLayer
    }
}
