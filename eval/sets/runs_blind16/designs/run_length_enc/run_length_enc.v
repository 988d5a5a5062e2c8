// Byte run-length encoder.  Consecutive equal bytes are collapsed into a
// (symbol, count) pair; a pair is emitted when the symbol changes, when the
// count reaches MAXRUN, or when 'flush' is pulsed.  count is the run length.
module run_length_enc #(
    parameter MAXRUN = 15
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_vld,
    input  wire [7:0] in_byte,
    input  wire       flush,
    output reg        out_vld,
    output reg  [7:0] out_sym,
    output reg  [3:0] out_cnt
);
    reg [7:0] sym;
    reg [3:0] cnt;
    reg       active;

    always @(posedge clk) begin
        if (rst) begin
            active  <= 1'b0;
            sym     <= 8'd0;
            cnt     <= 4'd0;
            out_vld <= 1'b0;
            out_sym <= 8'd0;
            out_cnt <= 4'd0;
        end else begin
            out_vld <= 1'b0;
            if (in_vld) begin
                if (active && in_byte == sym && cnt != MAXRUN) begin
                    cnt <= cnt + 1'b1;
                end else begin
                    if (active) begin
                        out_vld <= 1'b1;
                        out_sym <= sym;
                        out_cnt <= cnt;
                    end
                    active <= 1'b1;
                    sym    <= in_byte;
                    cnt    <= 4'd1;
                end
            end else if (flush && active) begin
                out_vld <= 1'b1;
                out_sym <= sym;
                out_cnt <= cnt;
                active  <= 1'b0;
            end
        end
    end
endmodule
