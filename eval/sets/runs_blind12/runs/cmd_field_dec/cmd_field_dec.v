// Command-word field decoder for a small SPI flash front end (combinational).
// opcode -> address length, dummy cycles, direction, quad flag.
module cmd_field_dec (
    input      [7:0] opcode,
    input            qe_bit,      // quad enable from the status register
    output reg [1:0] addr_bytes,  // 0, 3 or 4
    output reg [3:0] dummy_cyc,
    output reg       is_write,
    output reg       is_read,
    output reg       quad,
    output reg       illegal
);
    always @(*) begin
        illegal  = 1'b0;
        is_write = 1'b0;
        is_read  = 1'b0;
        quad     = 1'b0;
        case (opcode)
            8'h03: begin addr_bytes = 2'd3; dummy_cyc = 4'd0; is_read = 1'b1; end
            8'h0B: begin addr_bytes = 2'd3; dummy_cyc = 4'd8; is_read = 1'b1; end
            8'h6B: begin addr_bytes = 2'd3; dummy_cyc = 4'd8; is_read = 1'b1; quad = qe_bit; end
            8'hEB: begin addr_bytes = 2'd3; dummy_cyc = 4'd6; is_read = 1'b1; quad = qe_bit; end
            8'h13: begin addr_bytes = 2'd0; dummy_cyc = 4'd0; is_read = 1'b1; end
            8'h02: begin addr_bytes = 2'd3; is_write = 1'b1; end
            8'h32: begin addr_bytes = 2'd3; is_write = 1'b1; quad = qe_bit; end
            8'h12: begin addr_bytes = 2'd0; is_write = 1'b1; end
            8'h06, 8'h04, 8'h05, 8'h9F: begin addr_bytes = 2'd0; dummy_cyc = 4'd0; end
            default: illegal = 1'b1;
        endcase
    end
endmodule
