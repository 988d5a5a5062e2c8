// relay_seq_ctl: sequences three power relays (precharge, main, bypass)
// with fixed delays, drives a shared status bus when addressed and
// reports a fixed revision code. Written quickly; the synthesis log
// shows several warnings worth reviewing.
module relay_seq_ctl (
    input  wire       clk,
    input  wire       rst,
    input  wire       enable,
    input  wire [2:0] hold_pct,
    input  wire       stat_oe,
    output wire [2:0] coils,
    output wire [7:0] stat_bus,
    output wire [3:0] rev_code,
    output wire       seq_done
);
    reg [9:0] t;
    reg [1:0] phase;          // 0 off, 1 precharge, 2 main, 3 bypass
    reg [7:0] status;

    always @(posedge clk) begin
        if (rst || !enable) begin
            t <= 10'd0;
            phase <= 2'd0;
        end else begin
            t <= t + 10'd1;
            if (phase == 2'd0) begin
                phase <= 2'd1; t <= 10'd0;
            end else if (phase == 2'd1 && t == 10'd700) begin
                phase <= 2'd2; t <= 10'd0;
            end else if (phase == 2'd2 && t == 10'd1500) begin
                phase <= 2'd3; t <= 10'd0;
            end
        end
    end

    // status byte: phase, enable, a limit flag and spare bits
    always @(posedge clk)
        status <= {phase, enable, t[9], 4'h1F};

    assign seq_busy = (phase != 2'd3) & enable;
    assign seq_done = ~seq_busy & enable;

    relay_drv #(.BOOST(12)) u_pre  (.clk(clk), .on(phase == 2'd1),  .hold_lvl(hold_pct), .coil(coils[0]));
    relay_drv #(.BOOST(12)) u_main (.clk(clk), .on(phase[1]),       .hold_lvl(hold_pct), .coil(coils[1]));
    relay_drv #(.BOOST(20)) u_byp  (.clk(clk), .on(phase == 2'd3),  .hold_lvl({hold_pct, status[10]}), .coil(coils[2]));

    assign stat_bus = stat_oe ? status : 8'bzzzzzzzz;
    assign rev_code = 4'b1010;
endmodule
