import Testing
@testable import JuiceDatabase
