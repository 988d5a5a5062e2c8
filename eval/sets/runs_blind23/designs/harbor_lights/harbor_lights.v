// Harbor navigation light sequencer: a prescaler makes a slow tick, three pattern players flash port, starboard and mast lamps with different characters.
module harbor_prescale #(
    parameter DIV = 1000
) (
    input  wire clk,
    input  wire rst_n,
    output reg  tick
);
    reg [15:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 16'd0;
            tick <= 1'b0;
        end else if (cnt == DIV - 1) begin
            cnt  <= 16'd0;
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 16'd1;
            tick <= 1'b0;
        end
    end
endmodule

module harbor_pattern (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tick,
    input  wire [1:0] character,   // 0 fixed, 1 flash, 2 quick, 3 occulting
    output reg        lamp
);
    reg [3:0] step;
    reg       lamp_next;

    always @(*) begin
        case (character)
            2'd0: lamp_next = 1'b1;
            2'd1: lamp_next = (step == 4'd0) || (step == 4'd1);
            2'd2: lamp_next = step[0];
            default: lamp_next = (step != 4'd7) && (step != 4'd8);
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            step <= 4'd0;
            lamp <= 1'b0;
        end else if (tick) begin
            step <= step + 4'd1;
            lamp <= lamp_next;
        end
    end
endmodule

module harbor_lights (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       enable,
    input  wire [5:0] characters,
    output wire       lamp_port,
    output wire       lamp_stbd,
    output wire       lamp_mast
);
    wire tick_raw;
    wire tick = tick_raw & enable;

    harbor_prescale #(.DIV(2500)) u_pre (
        .clk   (clk),
        .rst_n (rst_n),
        .tick  (tick_raw)
    );

    harbor_pattern u_port (
        .clk(clk), .rst_n(rst_n), .tick(tick),
        .character(characters[1:0]), .lamp(lamp_port)
    );

    harbor_pattern u_stbd (
        .clk(clk), .rst_n(rst_n), .tick(tick),
        .character(characters[3:2]), .lamp(lamp_stbd)
    );

    harbor_pattern u_mast (
        .clk(clk), .rst_n(rst_n), .tick(tick),
        .character(characters[5:4]), .lamp(lamp_mast)
    );
endmodule
