import Foundation

/// The rules of the SARIF 2.1.0 JSON schema (OASIS, `sarif-schema-2.1.0.json`) for every object
/// Strata writes — allowed keys (`additionalProperties: false`), required keys, enums, minimums,
/// `uniqueItems` — transcribed here so the test needs no download; properties Strata never writes
/// are allowed without a check of their own.
enum SARIFSchema {
    indirect enum Value: Sendable {
        case string, boolean, number, any
        case integer(minimum: Int?)
        case enumeration([String])
        case object(String)
        case array(Value, minItems: Int, unique: Bool)
        case map(Value)
    }

    struct Object: Sendable {
        var properties: [String: Value]
        var required: [String] = []
        /// `propertyBag`: any other key is allowed.
        var isOpen = false
    }

    static let guid = Value.string
    static let levels = Value.enumeration(["none", "note", "warning", "error"])

    static let objects: [String: Object] = [
        "sarifLog": Object(properties: [
            "$schema": .string, "version": .enumeration(["2.1.0"]), "runs": .array(.object("run"), minItems: 0, unique: false),
            "inlineExternalProperties": .any, "properties": .object("propertyBag"),
        ], required: ["version", "runs"]),
        "run": Object(properties: [
            "tool": .object("tool"), "invocations": .any, "conversion": .any, "language": .string, "versionControlProvenance": .any,
            "originalUriBaseIds": .map(.object("artifactLocation")), "artifacts": .any, "logicalLocations": .any, "graphs": .any,
            "results": .array(.object("result"), minItems: 0, unique: false), "automationDetails": .any, "runAggregates": .any,
            "baselineGuid": guid, "redactionTokens": .any, "defaultEncoding": .string, "defaultSourceLanguage": .string,
            "newlineSequences": .any, "columnKind": .enumeration(["utf16CodeUnits", "unicodeCodePoints"]),
            "externalPropertyFileReferences": .any, "threadFlowLocations": .any, "taxonomies": .any, "addresses": .any,
            "translations": .any, "policies": .any, "webRequests": .any, "webResponses": .any, "specialLocations": .any,
            "properties": .object("propertyBag"),
        ], required: ["tool"]),
        "tool": Object(properties: [
            "driver": .object("toolComponent"), "extensions": .any, "properties": .object("propertyBag"),
        ], required: ["driver"]),
        "toolComponent": Object(properties: [
            "guid": guid, "name": .string, "organization": .string, "product": .string, "productSuite": .string,
            "shortDescription": .object("multiformatMessageString"), "fullDescription": .object("multiformatMessageString"),
            "fullName": .string, "version": .string, "semanticVersion": .string, "dottedQuadFileVersion": .string,
            "releaseDateUtc": .string, "downloadUri": .string, "informationUri": .string, "globalMessageStrings": .any,
            "notifications": .any, "rules": .array(.object("reportingDescriptor"), minItems: 0, unique: true), "taxa": .any,
            "locations": .any, "language": .string, "contents": .any, "isComprehensive": .boolean,
            "localizedDataSemanticVersion": .string, "minimumRequiredLocalizedDataSemanticVersion": .string,
            "associatedComponent": .any, "translationMetadata": .any, "supportedTaxonomies": .any, "properties": .object("propertyBag"),
        ], required: ["name"]),
        "reportingDescriptor": Object(properties: [
            "id": .string, "deprecatedIds": .any, "guid": guid, "deprecatedGuids": .any, "name": .string, "deprecatedNames": .any,
            "shortDescription": .object("multiformatMessageString"), "fullDescription": .object("multiformatMessageString"),
            "messageStrings": .any, "defaultConfiguration": .object("reportingConfiguration"), "helpUri": .string,
            "help": .object("multiformatMessageString"), "relationships": .any, "properties": .object("propertyBag"),
        ], required: ["id"]),
        "reportingConfiguration": Object(properties: [
            "enabled": .boolean, "level": levels, "rank": .number, "parameters": .object("propertyBag"), "properties": .object("propertyBag"),
        ]),
        "multiformatMessageString": Object(properties: [
            "text": .string, "markdown": .string, "properties": .object("propertyBag"),
        ], required: ["text"]),
        "message": Object(properties: [
            "text": .string, "markdown": .string, "id": .string, "arguments": .array(.string, minItems: 0, unique: false),
            "properties": .object("propertyBag"),
        ]),
        "result": Object(properties: [
            "ruleId": .string, "ruleIndex": .integer(minimum: -1), "rule": .any,
            "kind": .enumeration(["notApplicable", "pass", "fail", "review", "open", "informational"]), "level": levels,
            "message": .object("message"), "analysisTarget": .object("artifactLocation"),
            "locations": .array(.object("location"), minItems: 0, unique: false), "guid": guid, "correlationGuid": guid,
            "occurrenceCount": .integer(minimum: 1), "partialFingerprints": .map(.string), "fingerprints": .map(.string),
            "stacks": .any, "codeFlows": .any, "graphs": .any, "graphTraversals": .any, "relatedLocations": .any,
            "suppressions": .any, "baselineState": .enumeration(["new", "unchanged", "updated", "absent"]), "rank": .number,
            "attachments": .any, "hostedViewerUri": .string, "workItemUris": .any, "provenance": .any,
            "fixes": .array(.object("fix"), minItems: 0, unique: true), "taxa": .any, "webRequest": .any, "webResponse": .any,
            "properties": .object("propertyBag"),
        ], required: ["message"]),
        "location": Object(properties: [
            "id": .integer(minimum: -1), "physicalLocation": .object("physicalLocation"), "logicalLocations": .any,
            "message": .object("message"), "annotations": .any, "relationships": .any, "properties": .object("propertyBag"),
        ]),
        "physicalLocation": Object(properties: [
            "address": .any, "artifactLocation": .object("artifactLocation"), "region": .object("region"),
            "contextRegion": .object("region"), "properties": .object("propertyBag"),
        ]),
        "artifactLocation": Object(properties: [
            "uri": .string, "uriBaseId": .string, "index": .integer(minimum: -1), "description": .object("message"),
            "properties": .object("propertyBag"),
        ]),
        "region": Object(properties: [
            "startLine": .integer(minimum: 1), "startColumn": .integer(minimum: 1), "endLine": .integer(minimum: 1),
            "endColumn": .integer(minimum: 1), "charOffset": .integer(minimum: -1), "charLength": .integer(minimum: 0),
            "byteOffset": .integer(minimum: -1), "byteLength": .integer(minimum: 0), "snippet": .object("artifactContent"),
            "message": .object("message"), "sourceLanguage": .string, "properties": .object("propertyBag"),
        ]),
        "fix": Object(properties: [
            "description": .object("message"), "artifactChanges": .array(.object("artifactChange"), minItems: 1, unique: true),
            "properties": .object("propertyBag"),
        ], required: ["artifactChanges"]),
        "artifactChange": Object(properties: [
            "artifactLocation": .object("artifactLocation"), "replacements": .array(.object("replacement"), minItems: 1, unique: false),
            "properties": .object("propertyBag"),
        ], required: ["artifactLocation", "replacements"]),
        "replacement": Object(properties: [
            "deletedRegion": .object("region"), "insertedContent": .object("artifactContent"), "properties": .object("propertyBag"),
        ], required: ["deletedRegion"]),
        "artifactContent": Object(properties: [
            "text": .string, "binary": .string, "rendered": .object("multiformatMessageString"), "properties": .object("propertyBag"),
        ]),
        "propertyBag": Object(properties: ["tags": .array(.string, minItems: 0, unique: true)], isOpen: true),
    ]

    /// Every violation in the JSON text, as `path: problem`.
    static func violations(of data: Data) -> [String] {
        guard let json = try? JSONDecoder().decode(JSON.self, from: data) else { return ["not JSON"] }
        var problems: [String] = []
        check(json, against: .object("sarifLog"), at: "$", &problems)
        return problems
    }

    /// JSON with booleans and integers kept apart (`JSONSerialization` on Linux reads `1` as a Bool too).
    indirect enum JSON: Decodable, Hashable {
        case null, bool(Bool), integer(Int), number(Double), string(String), array([JSON]), object([String: JSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Int.self) { self = .integer(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([JSON].self) { self = .array(value) }
            else { self = .object(try container.decode([String: JSON].self)) }
        }
    }

    private static func check(_ value: JSON, against expected: Value, at path: String, _ problems: inout [String]) {
        switch (expected, value) {
        case (.any, _), (.string, .string), (.boolean, .bool), (.number, .integer), (.number, .number):
            return
        case (.integer(let minimum), .integer(let number)):
            if let minimum, number < minimum { problems.append("\(path): \(number) is below \(minimum)") }
        case (.enumeration(let allowed), _):
            guard case .string(let text) = value else { return problems.append("\(path): \(value) is not one of \(allowed)") }
            if !allowed.contains(text) { problems.append("\(path): `\(text)` is not one of \(allowed)") }
        case (.array(let element, let minItems, let unique), .array(let items)):
            if items.count < minItems { problems.append("\(path): fewer than \(minItems) items") }
            if unique, Set(items).count != items.count { problems.append("\(path): items are not unique") }
            for (index, item) in items.enumerated() { check(item, against: element, at: "\(path)[\(index)]", &problems) }
        case (.map(let element), .object(let entries)):
            for (key, item) in entries { check(item, against: element, at: "\(path).\(key)", &problems) }
        case (.object(let name), .object(let entries)):
            guard let object = objects[name] else { return problems.append("\(path): the schema subset lacks `\(name)`") }
            for key in object.required where entries[key] == nil { problems.append("\(path): \(name) requires `\(key)`") }
            for (key, item) in entries {
                if let property = object.properties[key] {
                    check(item, against: property, at: "\(path).\(key)", &problems)
                } else if !object.isOpen {
                    problems.append("\(path): \(name) does not allow `\(key)`")
                }
            }
        default:
            problems.append("\(path): expected \(expected), found \(value)")
        }
    }
}
