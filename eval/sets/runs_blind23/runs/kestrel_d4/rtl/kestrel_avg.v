// Moving-average filter: a parameterized delay line keeps the last DEPTH samples and a running sum is divided by DEPTH (a power of two) with a shift.
module kestrel_tapline #(
    parameter W     = 8,
    parameter DEPTH = 4
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         en,
    input  wire [W-1:0] din,
    output wire [W-1:0] oldest
);
    reg [W-1:0] taps [0:DEPTH-1];
    integer i;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            for (i = 0; i < DEPTH; i = i + 1)
                taps[i] <= {W{1'b0}};
        end else if (en) begin
            taps[0] <= din;
            for (i = 1; i < DEPTH; i = i + 1)
                taps[i] <= taps[i-1];
        end
    end
    assign oldest = taps[DEPTH-1];
endmodule

module kestrel_avg #(
    parameter DEPTH = 4,
    parameter LOG2D = 2
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       sample_en,
    input  wire [7:0] sample,
    output reg  [7:0] average
);
    wire [7:0]        leaving;
    reg  [8+LOG2D-1:0] running;

    kestrel_tapline #(.W(8), .DEPTH(DEPTH)) u_taps (
        .clk    (clk),
        .rst_n  (rst_n),
        .en     (sample_en),
        .din    (sample),
        .oldest (leaving)
    );

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            running <= 0;
            average <= 8'd0;
        end else if (sample_en) begin
            running <= running + sample - leaving;
            average <= (running + sample - leaving) >> LOG2D;
        end
    end
endmodule
