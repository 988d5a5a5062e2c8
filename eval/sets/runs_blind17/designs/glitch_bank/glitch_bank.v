// glitch_bank: cleans up three board-level inputs (a push button, a
// door switch and a tamper line) and counts button presses.
module glitch_bank (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       btn_raw,
    input  wire       door_raw,
    input  wire       tamper_raw,
    output wire       btn_clean,
    output wire       door_open,
    output wire       tamper_evt,
    output reg  [7:0] press_count,
    output reg        alarm
);
    wire btn_press, tamper_clean;

    // long filter for the mechanical button
    glitch_filter #(.DEPTH(12), .CW(4)) u_btn_flt (
        .clk(clk), .rst_n(rst_n), .din(btn_raw), .dout(btn_clean));
    // short filter for the door reed switch
    glitch_filter #(.DEPTH(3), .CW(2)) u_door_flt (
        .clk(clk), .rst_n(rst_n), .din(door_raw), .dout(door_open));
    // tamper: default parameters
    glitch_filter u_tmp_flt (
        .clk(clk), .rst_n(rst_n), .din(tamper_raw), .dout(tamper_clean));

    edge_pulse #(.RISE(1), .FALL(0)) u_btn_edge (
        .clk(clk), .rst_n(rst_n), .lvl(btn_clean), .pulse(btn_press));
    edge_pulse #(.RISE(1), .FALL(1)) u_tmp_edge (
        .clk(clk), .rst_n(rst_n), .lvl(tamper_clean), .pulse(tamper_evt));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            press_count <= 8'd0;
            alarm       <= 1'b0;
        end else begin
            if (btn_press)
                press_count <= press_count + 8'd1;
            if (tamper_evt & door_open)
                alarm <= 1'b1;
            else if (btn_press & ~door_open)
                alarm <= 1'b0;
        end
    end
endmodule
