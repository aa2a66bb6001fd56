import StrataGenerate
import StrataModel
import StrataSpec

/// A small feature generated with the project's conventions and templates, so the skills show code
/// exactly as `strata generate` writes it here — never hand-written snippets that could drift.
struct SkillSample: Sendable {
    static let feature = "Library"
    static let entity = "Book"
    static let enumeration = "Cover"
    static let spec = """
        feature: Library
        entities:
          Book:
            doc: A book on the user's shelf.
            properties:
              title: String
              author: String
              rating: { type: Int, var: true }
              notes: "String?"
              cover: Cover
        enums:
          Cover: [hardcover, paperback, ebook]
        useCases:
          - CreateBook
          - GetBook
          - DeleteBook
        """

    let files: [GeneratedFile]
    let model: DomainModel
    let names: SwiftNames
    /// Whether the Data layer could be generated in this style (it is shown only then).
    let hasDataLayer: Bool

    static func make(conventions: Conventions, templates: TemplateLibrary) async throws(StrataIssues) -> SkillSample {
        let model = try SpecLoader(conventions: conventions).load(text: spec, file: "skills/Library.yml")
        let generator = Generator(conventions: conventions, templates: templates)
        let names = SwiftNames(model: model, conventions: conventions)
        do throws(StrataIssues) {
            let result = try await generator.generate(model, options: GenerationOptions(dataLayer: true))
            return SkillSample(files: result.files, model: model, names: names, hasDataLayer: true)
        } catch {
            let result = try await generator.generate(model, options: GenerationOptions(dataLayer: false))
            return SkillSample(files: result.files, model: model, names: names, hasDataLayer: false)
        }
    }

    func files(_ role: PlannedFile.Role) -> [GeneratedFile] { files.filter { $0.role == role } }

    /// The file of `role` for a type or use case (`GetBook`), else the first of the role.
    func file(_ role: PlannedFile.Role, about name: String? = nil) -> GeneratedFile? {
        let candidates = files(role)
        guard let name else { return candidates.first }
        return candidates.first { $0.path.split(separator: "/").last?.contains(name) == true } ?? candidates.first
    }

    /// A sample path as a pattern: `Sources/Library/Domain/UseCases/GetBookUseCase.swift` →
    /// `Sources/<Feature>/Domain/UseCases/<Verb><Name>UseCase.swift`.
    static func generalize(_ text: String) -> String {
        var result = text.replacingOccurrences(of: feature, with: "<Feature>")
        for verb in ["Create", "Get", "Delete"] {
            result = result.replacingOccurrences(of: verb + entity, with: "<Verb><Name>")
        }
        return result.replacingOccurrences(of: entity, with: "<Name>").replacingOccurrences(of: enumeration, with: "<Name>")
    }

    /// Where the files of `role` go: one path pattern, or their folder when the role has several kinds of file.
    func location(_ role: PlannedFile.Role) -> String? {
        let paths = Set(files(role).map { Self.generalize($0.path) })
        guard let first = paths.sorted().first else { return nil }
        guard paths.count > 1 else { return first }
        var folder = first.split(separator: "/").dropLast()
        while !folder.isEmpty, !paths.allSatisfy({ $0.hasPrefix(folder.joined(separator: "/") + "/") }) { folder = folder.dropLast() }
        // Files of one role in several modules (the popcorn preset keeps `+Mocks` in every test target): list them.
        guard !folder.isEmpty else { return paths.sorted().joined(separator: "`, `") }
        return folder.joined(separator: "/") + "/…"
    }
}
