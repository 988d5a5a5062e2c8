// USB full-speed receive bit de-stuffer: drops the stuffed zero after six
// consecutive ones and flags a stuff error if a seventh one is seen.
module ones_counter #(
    parameter LIMIT = 6
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       bit_vld,
    input  wire       bit_in,
    output reg  [2:0] run_len,
    output wire       at_limit
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)        run_len <= 3'd0;
        else if (bit_vld)  run_len <= bit_in ? ((run_len == 3'd7) ? 3'd7 : run_len + 3'd1) : 3'd0;
    assign at_limit = (run_len == LIMIT[2:0]);
endmodule

module usb_bitstuff (
    input  wire clk,
    input  wire rst_n,
    input  wire rx_vld,
    input  wire rx_bit,
    output reg  out_vld,
    output reg  out_bit,
    output reg  stuff_err
);
    wire [2:0] run_len;
    wire       at_six;

    ones_counter #(.MAX_ONES(6)) u_cnt (
        .clk(clk), .rst_n(rst_n), .bit_vld(rx_vld), .bit_in(rx_bit),
        .run_len(run_len), .at_limit(at_six)
    );

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            out_vld   <= 1'b0;
            out_bit   <= 1'b0;
            stuff_err <= 1'b0;
        end else begin
            out_vld   <= rx_vld && !at_six;
            out_bit   <= rx_bit;
            stuff_err <= rx_vld && at_six && rx_bit;
        end
endmodule
