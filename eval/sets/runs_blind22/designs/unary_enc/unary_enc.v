// unary_enc: thermometer-code (15-bit) to 4-bit binary encoder with valid flag; incomplete case infers latches
module unary_enc (
  input      [14:0] therm,
  input             en,
  output reg [3:0]  bin,
  output reg        valid
);
  always @* begin
    if (en) begin
      valid = 1'b1;
      case (therm)
        15'b000000000000000: bin = 4'd0;
        15'b000000000000001: bin = 4'd1;
        15'b000000000000011: bin = 4'd2;
        15'b000000000000111: bin = 4'd3;
        15'b000000000001111: bin = 4'd4;
        15'b000000000011111: bin = 4'd5;
        15'b000000000111111: bin = 4'd6;
        15'b000000001111111: bin = 4'd7;
        15'b000000011111111: bin = 4'd8;
        15'b000000111111111: bin = 4'd9;
        15'b000001111111111: bin = 4'd10;
        15'b000011111111111: bin = 4'd11;
        15'b000111111111111: bin = 4'd12;
        15'b001111111111111: bin = 4'd13;
        15'b011111111111111: bin = 4'd14;
        15'b111111111111111: bin = 4'd15;
        // no default: bubbles in the code keep the previous value
      endcase
    end else begin
      valid = 1'b0;
    end
  end
endmodule
