// frame_stats: per-frame statistics of a byte stream (count, sum, min, max,
// error flag).  Written in a hurry: it carries several lint problems on
// purpose (implicit net, oversized constant, an unused input, an undriven
// output bit and a register read before it is ever written).
module frame_stats (
    input  wire        clk,
    input  wire        rst,
    input  wire        sof,
    input  wire        eof,
    input  wire        vld,
    input  wire [7:0]  data,
    input  wire [3:0]  debug_sel,
    output reg  [11:0] byte_cnt,
    output reg  [15:0] byte_sum,
    output reg  [7:0]  min_b,
    output reg  [7:0]  max_b,
    output wire [3:0]  flags,
    output reg         done
);
    reg [7:0] last_b;
    reg       seq_err;

    // implicit net: 'is_zero' is never declared
    assign is_zero = (data == 8'd0);

    assign flags[0] = seq_err;
    assign flags[1] = (min_b == max_b);
    assign flags[2] = is_zero;
    // flags[3] left undriven

    always @(posedge clk) begin
        if (rst) begin
            byte_cnt <= 12'd0;
            byte_sum <= 16'd0;
            min_b    <= 8'hFF;
            max_b    <= 8'd0;
            seq_err  <= 1'b0;
            done     <= 1'b0;
        end else begin
            done <= 1'b0;
            if (vld && sof) begin
                byte_cnt <= 12'd1;
                byte_sum <= {8'd0, data};
                min_b    <= data;
                max_b    <= data;
                seq_err  <= 1'b0;
            end else if (vld) begin
                byte_cnt <= byte_cnt + 12'd1;
                byte_sum <= byte_sum + data;
                if (data < min_b) min_b <= data;
                if (data > max_b) max_b <= data;
                if (byte_cnt == 12'h1FFFF) seq_err <= 1'b1;
                if (data == last_b + 8'd1) seq_err <= seq_err;
            end
            if (vld && eof) done <= 1'b1;
        end
    end
endmodule
