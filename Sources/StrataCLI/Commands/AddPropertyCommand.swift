import ArgumentParser
import Foundation
import StrataModel
import StrataPropagation
import StrataRewrite

struct AddPropertyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-property",
        abstract: "Add properties to domain entities and carry them through every layer.",
        discussion: """
            Adds each property to the entity (stored property, initializer parameter — optionals default
            to nil — and assignment), then to everything the index shows is derived from it: DTOs and their
            CodingKeys, SwiftData models (enums stored as raw strings), application and presentation models,
            the mappers between them in every direction (found by signature, whatever they are called),
            mock factories in the tests, and initializer call sites when the property is required.

            Every edit is computed and parsed before anything is written; files are written all or nothing.
            Running the same command twice changes nothing the second time. Places Strata cannot update
            (a hand-written init, a mapper from an SDK type outside the project) are listed with file:line.

            Examples:
              strata add-property Movie runtime:Int? tagline:String? --dry-run
              strata add-property Movie rating:Double=0 --doc "Average user rating, 0–10."
              strata add-property Person,Actor,Director birthday:Date? --module PeopleDomain
              strata add-property Workout calories:Int --fill 0     # required: call sites get 0
              strata add-property Movie --from Vendor/TMDb/TMDb.swift:Movie --dry-run   # all missing
              strata add-property Movie status:MovieStatus? --enum MovieStatus=rumoured,planned,released
            """
    )

    @Argument(help: ArgumentHelp("The entity, or several separated by commas.", valueName: "entity"))
    var entities: String

    @Argument(help: ArgumentHelp("Properties as `name:Type` or `name:Type=default` (`releaseDate:Date?`, `rating:Double=0`).", valueName: "name:Type"))
    var properties: [String] = []

    @Option(name: .customLong("enum"), help: ArgumentHelp("A new String-backed enum a property uses, created beside the entity (repeatable).", valueName: "Name=case1,case2"))
    var newEnums: [String] = []

    @Option(
        name: .customLong("struct"),
        help: ArgumentHelp(
            "A new value type a property uses, created in every layer the property reaches: the domain type, its factory, its DTO and mapper (repeatable).",
            valueName: "Name=field:Type,field:Type"))
    var newStructs: [String] = []

    @Option(name: .long, help: ArgumentHelp("Add every property this type has and the entity lacks: a type name, or path/File.swift[:Type].", valueName: "type-or-file"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("The module whose entity is meant, when the name exists in several.", valueName: "name"))
    var module: String?

    @Option(name: .long, help: ArgumentHelp("Doc comment for the property (with one property).", valueName: "text"))
    var doc: String?

    @Option(name: .long, help: ArgumentHelp("Value for call sites outside tests when a property is required and has no default.", valueName: "expression"))
    var fill: String?

    @Option(name: .long, help: ArgumentHelp("A derived type to leave alone (repeatable).", valueName: "type"))
    var skip: [String] = []

    @OptionGroup var options: EvolutionOptions

    func validate() throws {
        if properties.isEmpty, from == nil { throw ValidationError("give at least one property, like `rating:Double?`, or --from a reference type") }
        if doc != nil, properties.count > 1 { throw ValidationError("--doc documents one property; add the properties one at a time") }
    }

    /// Every malformed property reported at once.
    private func makeRequest() throws(StrataIssues) -> AddPropertyRequest {
        var parsed: [PropertyRequest] = []
        var problems: [StrataIssue] = []
        for text in properties {
            do { parsed.append(try PropertyRequest.parse(text, doc: doc)) } catch { problems += error.issues }
        }
        var enums: [NewEnumType] = []
        for text in newEnums {
            do { enums.append(try NewEnumType.parse(text)) } catch { problems += error.issues }
        }
        var structs: [NewStructType] = []
        for text in newStructs {
            do { structs.append(try NewStructType.parse(text)) } catch { problems += error.issues }
        }
        if !problems.isEmpty { throw StrataIssues(problems) }
        let names = entities.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var request = AddPropertyRequest(entities: names, properties: parsed, module: module, fill: fill, skip: Set(skip))
        request.newEnums = enums
        request.newStructs = structs
        return request
    }

    func run() async throws {
        let request: AddPropertyRequest
        do {
            request = try makeRequest()
        } catch {
            options.logging.console.report(error.issues)
            throw ExitCode(2)
        }
        try await options.run { progress throws(StrataIssues) in
            try await EvolutionRun.addProperty(
                request, project: options.projectURL, write: !options.dryRun, useCache: options.useCache, from: from, progress: progress)
        }
    }
}
