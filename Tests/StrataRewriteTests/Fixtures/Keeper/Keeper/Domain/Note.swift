import Foundation

public struct Note: Equatable {
  public var id = 0
  public var text = ""
  public var createdAt: Date?

  public init() {}
}
