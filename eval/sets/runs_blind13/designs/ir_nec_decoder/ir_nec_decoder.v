// ir_nec_decoder -- NEC infrared remote protocol receiver.
// Leader: 9 ms mark + 4.5 ms space; then 32 bits, each a 562 us mark
// followed by a 562 us (0) or 1687 us (1) space; LSB first:
// address, ~address, command, ~command.  With tick = 56.25 us the
// leader mark is ~160 ticks, a short space ~10, a long space ~30.
module ir_nec_decoder (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,
    input  wire       ir_in,
    output reg  [7:0] address,
    output reg  [7:0] command,
    output reg        valid,
    output reg        frame_err
);
    wire [7:0] len;
    wire       len_valid, was_mark;

    ir_level_timer u_ms (
        .clk(clk), .rst(rst), .tick(tick), .ir_in(ir_in),
        .len(len), .len_valid(len_valid), .was_mark(was_mark),
        .tol_sel(2'b01)
    );

    localparam [1:0] W_LEAD = 2'd0, W_GAP = 2'd1, W_BITS = 2'd2;
    reg [1:0]  ph;
    reg [31:0] sh;
    reg [5:0]  nbits;

    always @(posedge clk) begin
        if (rst) begin
            ph <= W_LEAD; sh <= 32'd0; nbits <= 6'd0;
            valid <= 1'b0; frame_err <= 1'b0;
            address <= 8'd0; command <= 8'd0;
        end else begin
            valid <= 1'b0;
            if (len_valid) begin
                case (ph)
                    W_LEAD: if (was_mark && len > 8'd140 && len < 8'd180) ph <= W_GAP;
                    W_GAP:  if (!was_mark && len > 8'd70 && len < 8'd90) begin
                                ph <= W_BITS; nbits <= 6'd0;
                            end else ph <= W_LEAD;
                    W_BITS: if (!was_mark) begin
                                sh    <= {(len > 8'd20), sh[31:1]};
                                nbits <= nbits + 6'd1;
                                if (nbits == 6'd31) begin
                                    ph <= W_LEAD;
                                    if ((sh[8:1] ^ {(len > 8'd20), sh[31:25]}) == 8'hFF) begin
                                        address <= sh[8:1];
                                        command <= sh[24:17];
                                        valid   <= 1'b1;
                                    end else
                                        frame_err <= 1'b1;
                                end
                            end
                    default: ph <= W_LEAD;
                endcase
            end
        end
    end
endmodule
