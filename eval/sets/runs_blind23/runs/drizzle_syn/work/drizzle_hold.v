// Rain sensor level holder: picks a wiper speed band from a 6-bit droplet count, written combinationally with incomplete assignments (so it infers latches).
module drizzle_hold (
    input  wire       sample_en,
    input  wire [5:0] drop_count,
    input  wire [1:0] mode,        // 0 off, 1 auto, 2 fast, 3 service
    output reg  [5:0] held_level,
    output reg  [1:0] speed_band,
    output reg        service_lamp
);
    // held_level only follows drop_count while sample_en is high
    always @(*) begin
        if (sample_en)
            held_level = drop_count;
    end

    // speed band: no default and mode 3 not covered
    always @(*) begin
        case (mode)
            2'd0: speed_band = 2'd0;
            2'd1: begin
                if (held_level > 6'd40)
                    speed_band = 2'd3;
                else if (held_level > 6'd12)
                    speed_band = 2'd2;
                else
                    speed_band = 2'd1;
            end
            2'd2: speed_band = 2'd3;
        endcase
    end

    // fully specified: no latch here
    always @(*) begin
        service_lamp = 1'b0;
        if (mode == 2'd3)
            service_lamp = 1'b1;
    end
endmodule
