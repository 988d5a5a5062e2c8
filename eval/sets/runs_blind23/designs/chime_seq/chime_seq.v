// Doorbell chime sequencer: a bus-side register interface on its own clock, plus a note player running on a tone clock divided down from the system clock.
module chime_seq (
    input  wire       clk_sys,     // system clock
    input  wire       clk_bus,     // host register interface clock
    input  wire       rst_n,
    input  wire       bus_wr,
    input  wire [3:0] bus_data,    // selects one of 16 tunes
    input  wire       button,
    output reg        speaker,
    output reg  [3:0] note_idx,
    output wire       tone_clk_o
);
    // ---------------- bus domain ----------------
    reg [3:0] tune_sel_bus;
    reg       tune_toggle_bus;
    always @(posedge clk_bus or negedge rst_n) begin
        if (!rst_n) begin
            tune_sel_bus    <= 4'd0;
            tune_toggle_bus <= 1'b0;
        end else if (bus_wr) begin
            tune_sel_bus    <= bus_data;
            tune_toggle_bus <= ~tune_toggle_bus;
        end
    end

    // ---------------- system domain: divide by 8 ----------------
    reg [2:0] div_cnt;
    reg       tone_clk;
    always @(posedge clk_sys or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt  <= 3'd0;
            tone_clk <= 1'b0;
        end else begin
            div_cnt <= div_cnt + 3'd1;
            if (div_cnt == 3'd3 || div_cnt == 3'd7)
                tone_clk <= ~tone_clk;
        end
    end
    assign tone_clk_o = tone_clk;

    // ---------------- tone domain ----------------
    reg [1:0] sync_tog;
    reg       tog_seen;
    reg [3:0] tune_sel;
    reg       playing;
    reg [5:0] phase;
    always @(posedge tone_clk or negedge rst_n) begin
        if (!rst_n) begin
            sync_tog <= 2'b00;
            tog_seen <= 1'b0;
            tune_sel <= 4'd0;
            playing  <= 1'b0;
            phase    <= 6'd0;
            note_idx <= 4'd0;
            speaker  <= 1'b0;
        end else begin
            sync_tog <= {sync_tog[0], tune_toggle_bus};
            if (sync_tog[1] != tog_seen) begin
                tog_seen <= sync_tog[1];
                tune_sel <= tune_sel_bus;
            end
            if (button && !playing) begin
                playing  <= 1'b1;
                note_idx <= 4'd0;
                phase    <= 6'd0;
            end else if (playing) begin
                phase <= phase + {2'b00, tune_sel} + 6'd1;
                if (phase[5] && phase[4]) begin
                    speaker <= ~speaker;
                end
                if (&phase) begin
                    note_idx <= note_idx + 4'd1;
                    if (note_idx == 4'd11)
                        playing <= 1'b0;
                end
            end
        end
    end
endmodule
