import SwiftUI

public struct BookCover: View {
    let url: URL?

    public init(url: URL?) {
        self.url = url
    }

    public var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().aspectRatio(contentMode: .fit)
        } placeholder: {
            Color.gray.opacity(0.2)
        }
        .frame(width: 48, height: 72)
    }
}
