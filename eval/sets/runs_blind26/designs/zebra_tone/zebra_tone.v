// Tone generator: a 16-bit phase accumulator with programmable step drives a square wave and a 4-bit triangle output.
module zebra_tone (
    input  wire        clk,
    input  wire        rst,
    input  wire        load_step,
    input  wire [15:0] step_in,
    input  wire        mute,
    output wire        square,
    output reg  [3:0]  tri_out
);
    reg [15:0] step;
    reg [15:0] phase;

    always @(posedge clk) begin
        if (rst)            step <= 16'd0;
        else if (load_step) step <= step_in;
    end

    always @(posedge clk) begin
        if (rst) phase <= 16'd0;
        else     phase <= phase + step;
    end

    assign square = ~mute & phase[15];

    always @(posedge clk) begin
        if (rst || mute)    tri_out <= 4'd0;
        else if (phase[15]) tri_out <= ~phase[14:11];
        else                tri_out <=  phase[14:11];
    end
endmodule
